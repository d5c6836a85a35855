import 'server-only';
import { getDatabase } from '@/lib/db/database';

/** `notice` numbers the notification, the same for every listener, larger for each later one. */
type Listener = (chatId: string, notice: number) => void;

interface Hub {
  listeners: Set<Listener>;
  notices: number;
  listening?: Promise<unknown>;
}

// One LISTEN per server process, kept on globalThis (Next loads modules more than once), fanned
// out in memory to every open stream of this process. Each instance of the app listens for
// itself, so two instances on one database both deliver.
const holder = globalThis as typeof globalThis & { __wellfitSupportHub?: Hub };
const hub = (holder.__wellfitSupportHub ??= { listeners: new Set(), notices: 0 });

/** Stands for every chat: after a break in listening, any chat may have moved unseen. */
export const ANY_CHAT = '*';

function notify(chatId: string): void {
  const notice = ++hub.notices;
  for (const listener of hub.listeners) listener(chatId, notice);
}

function startListening(): Promise<unknown> {
  hub.listening ??= getDatabase()
    .then((database) => database.listen('support', notify, () => notify(ANY_CHAT)))
    .catch((error: unknown) => {
      hub.listening = undefined;
      throw error;
    });
  return hub.listening;
}

/**
 * Calls `listener` with the id of every chat that gets a message or changes status (or ANY_CHAT
 * after the database connection came back), until unsubscribed.
 */
export async function onSupportActivity(listener: Listener): Promise<() => void> {
  await startListening();
  hub.listeners.add(listener);
  return () => hub.listeners.delete(listener);
}
