/**
 * The studio test's admin and coach, one pair per viewport project and per attempt (CI retries a
 * failed group whole, and a number may ask for a code once a minute). The main test server lists
 * the admins in ADMIN_PHONES; the admin invites the coach by name in the test itself.
 */
export const STUDIO_PHONES = {
  'mobile-360': [
    { admin: '9000000800', coach: '9000000810' },
    { admin: '9000000801', coach: '9000000811' },
  ],
  'desktop-1280': [
    { admin: '9000000802', coach: '9000000812' },
    { admin: '9000000803', coach: '9000000813' },
  ],
} as const;

export type StudioProject = keyof typeof STUDIO_PHONES;

export const studioAdminPhones = () =>
  Object.values(STUDIO_PHONES)
    .flat()
    .map((pair) => pair.admin);
