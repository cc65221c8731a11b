export { ConfirmDialog } from './confirm-dialog';
export { Dialog, type DialogProps, type DialogSize } from './dialog';
export type { DialogStep } from './step-indicator';
