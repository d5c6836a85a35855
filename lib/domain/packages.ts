/** The six plans of the programme, in rupees. */

export type PackageType = 'online' | 'offline';

export interface Package {
  id: PackageId;
  name: string;
  type: PackageType;
  duration: '3 months' | '6 months' | '12 months';
  price: number;
  originalPrice: number;
  popular: boolean;
  features: string[];
}

/** How many months a plan grants: '6 months' is 6. */
export const monthsOf = (pkg: Package): number => Number.parseInt(pkg.duration, 10);

export const PACKAGE_IDS = ['online-3m', 'online-6m', 'online-12m', 'offline-3m', 'offline-6m', 'offline-12m'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Features the app keeps itself, so a screen asks a plan whether it promised one (packageIncludes). */
export const PROMISES = {
  compositionCheck: 'Body composition check every month',
  videoCall: 'Weekly video call with your coach',
} as const;
export type PackagePromise = keyof typeof PROMISES;

const ONLINE_BASE = ['Personalised workout plan', 'Customised Indian diet chart', 'Daily progress tracking', 'WhatsApp support'];
const STUDIO_BASE = [
  'Trainer-led sessions at the studio',
  'Customised Indian diet chart',
  PROMISES.compositionCheck,
  'WhatsApp support',
];

export const PACKAGES: readonly Package[] = [
  {
    id: 'online-3m',
    name: '3-Month Kickstart',
    type: 'online',
    duration: '3 months',
    price: 4999,
    originalPrice: 7999,
    popular: false,
    features: [...ONLINE_BASE, 'Weekly check-in with your coach'],
  },
  {
    id: 'online-6m',
    name: '6-Month Transformation',
    type: 'online',
    duration: '6 months',
    price: 8999,
    originalPrice: 15999,
    popular: true,
    features: [...ONLINE_BASE, PROMISES.videoCall, 'PCOD and thyroid-friendly plans'],
  },
  {
    id: 'online-12m',
    name: '1-Year Lifestyle',
    type: 'online',
    duration: '12 months',
    price: 15999,
    originalPrice: 29999,
    popular: false,
    features: [
      ...ONLINE_BASE,
      PROMISES.videoCall,
      'PCOD and thyroid-friendly plans',
      'Maintenance plan after you reach your goal',
    ],
  },
  {
    id: 'offline-3m',
    name: '3-Month Kickstart',
    type: 'offline',
    duration: '3 months',
    price: 9999,
    originalPrice: 14999,
    popular: false,
    features: [...STUDIO_BASE, '3 studio sessions a week'],
  },
  {
    id: 'offline-6m',
    name: '6-Month Transformation',
    type: 'offline',
    duration: '6 months',
    price: 17999,
    originalPrice: 29999,
    popular: true,
    features: [...STUDIO_BASE, '5 studio sessions a week', 'PCOD and thyroid-friendly plans'],
  },
  {
    id: 'offline-12m',
    name: '1-Year Lifestyle',
    type: 'offline',
    duration: '12 months',
    price: 29999,
    originalPrice: 59999,
    popular: false,
    features: [
      ...STUDIO_BASE,
      '5 studio sessions a week',
      'PCOD and thyroid-friendly plans',
      'Maintenance plan after you reach your goal',
    ],
  },
];

/** The spec's fallback for an unknown or missing package id on the payment page. */
export const DEFAULT_PACKAGE_ID: PackageId = 'online-6m';

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

export function packageById(id: unknown): Package {
  const found = PACKAGES.find((p) => p.id === (isPackageId(id) ? id : DEFAULT_PACKAGE_ID));
  if (!found) throw new Error('the default package is missing');
  return found;
}

export function packagesOfType(type: PackageType): Package[] {
  return PACKAGES.filter((p) => p.type === type);
}

export const TYPE_LABEL: Record<PackageType, string> = { online: 'Online', offline: 'Offline' };

/** The name an order and its receipt carry, e.g. "Online 6-Month Transformation". */
export function productName(pkg: Package): string {
  return `${TYPE_LABEL[pkg.type]} ${pkg.name}`;
}

/** Whether the package of that id lists the feature among what it sells. */
export const packageIncludes = (packageId: string, promise: PackagePromise): boolean =>
  PACKAGES.some((pkg) => pkg.id === packageId && pkg.features.includes(PROMISES[promise]));
