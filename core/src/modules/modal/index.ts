// The modal module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { closeModal } from './flows/closeModal.js'
export { openModal } from './flows/openModal.js'
export { showRequestError } from './flows/requestToast.js'
export { createModalController } from './modalController.js'
export type { ModalController } from './modalController.js'
export { createSnackbarController } from './snackbarController.js'
export type { SnackbarController } from './snackbarController.js'
export { createThemeController } from './themeController.js'
export type { ThemeController } from './themeController.js'
