/** jsdom has no modal dialogs: opening and closing are enough for what the idle-lock tests check. */
export function stubModalDialogs(): void {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}
