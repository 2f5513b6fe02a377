/** `{{name}}` placeholders of a message filled in the browser (islands carry raw templates). */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
