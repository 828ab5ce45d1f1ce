/**
 * Closes every antd-mobile dialog still open (a pending confirmation answers "no"). Called on each
 * route change, so a question asked on one screen can never be answered on another. The dialog
 * code is already loaded whenever a dialog is on screen, so the import costs nothing then, and
 * stays out of the first load otherwise.
 */
export function closeDialogs(): void {
  if (!document.querySelector('.adm-dialog')) return;
  void import('antd-mobile/es/components/dialog/clear').then(({ clear }) => clear());
}
