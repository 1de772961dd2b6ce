/** How long a toast stays with JavaScript on: the shell's toasts and the editor's own (paste, upload) alike. */
export const TOAST_MS = 3000;
