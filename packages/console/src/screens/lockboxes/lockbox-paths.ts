// The addresses of the offline update screens (SPEC §2 /lockboxes), names URL-encoded.
const lockbox = (name: string) => `/lockboxes/${encodeURIComponent(name)}`;

export const lockboxPaths = {
  list: '/lockboxes',
  create: '/lockboxes/create',
  view: lockbox,
  edit: (name: string) => `${lockbox(name)}/edit`,
};
