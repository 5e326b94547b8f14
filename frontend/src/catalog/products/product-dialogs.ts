// The products screen's dialogs, one chunk loaded apart from the screen with the dialog library they share: the first
// screen shows none of them, and they weigh about a tenth of the first-load script (issue 24).
export { CartDialog } from '../cart/CartDialog';
export { RepeatOrderDialog } from '../cart/RepeatOrderDialog';
export { PlugPicker } from '../pickers/PlugPicker';
export { TvSizePicker } from '../pickers/TvSizePicker';
