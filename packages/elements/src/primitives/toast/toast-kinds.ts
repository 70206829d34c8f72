// The four toast kinds of SPEC §2 (kept apart from the store so styles can import them).
export const TOAST_KINDS = ['positive', 'negative', 'warning', 'info'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];
