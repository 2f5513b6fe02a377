/**
 * The contact form's optional enhancement: the server's messages (rendered into data-msg-*
 * attributes) shown as the visitor types, instead of the browser's own bubbles. Without this
 * script the browser's constraint checks and the server's answer do the same job.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");

function messageOf(field: Field): string {
  const v = field.validity;
  const d = field.dataset;
  if (v.valueMissing) return d.msgRequired ?? "";
  if (v.tooShort) return d.msgTooShort ?? "";
  if (v.tooLong) return d.msgTooLong ?? "";
  if (v.typeMismatch || v.patternMismatch) return d.msgInvalid ?? "";
  return "";
}

function show(field: Field): boolean {
  const message = messageOf(field);
  const output = document.getElementById(`${field.id}-error`);
  if (output) output.textContent = message;
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  return message === "";
}

if (form) {
  form.noValidate = true;
  // Workers' own `Element` type shadows the DOM's, so the list is typed by hand.
  const fields = [...form.querySelectorAll("[data-msg-required]")] as unknown as Field[];
  for (const field of fields) {
    field.addEventListener("blur", () => {
      field.dataset.touched = "";
      show(field);
    });
    field.addEventListener("input", () => {
      if (field.dataset.touched !== undefined || field.getAttribute("aria-invalid")) show(field);
    });
  }
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  // A page restored from the back/forward cache must not keep a disabled button.
  window.addEventListener("pageshow", () => submit?.removeAttribute("disabled"));
  form.addEventListener("submit", (event) => {
    const invalid = fields.filter((field) => !show(field));
    if (invalid.length > 0) {
      event.preventDefault();
      invalid[0]?.focus();
      return;
    }
    submit?.setAttribute("disabled", "");
  });
}
