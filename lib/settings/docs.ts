import { type Setting, settingEntries } from './schema';

/** `.env.example` and the README's table, in the schema's words (scripts/settings-doc.ts writes them). */

const about = (setting: Setting): string[] => {
  const fallback = setting.default !== undefined ? `\`${setting.default}\`` : setting.defaultText;
  return [setting.description, ...(fallback ? [`Default: ${fallback}`] : [])];
};

export function envExample(): string {
  const header = [
    "# WellFit's settings: every environment variable the app reads, with its default. Development",
    '# needs none of them. Set them in the host, or copy lines to .env.local (git ignores it).',
    '# Written by `npx tsx scripts/settings-doc.ts` from lib/settings/schema.ts: edit that, not this.',
  ];
  const blocks = settingEntries().map(([name, setting]) => {
    const [description = '', ...rest] = about(setting);
    const sentences = [description.charAt(0).toUpperCase() + description.slice(1), `Needed: ${setting.needed}`, ...rest];
    return `# ${sentences.join('. ')}. Example: ${setting.example}\n# ${name}=${setting.default ?? ''}`;
  });
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

export function readmeTable(): string {
  const rows = settingEntries().map(([name, setting]) => `| \`${name}\` | ${setting.needed} | ${about(setting).join('. ')} |`);
  return ['| variable | needed | what it does |', '|---|---|---|', ...rows].join('\n');
}
