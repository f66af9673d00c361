// Labels of the policy page and editor that product-spec.md does not spell out.
export const POLICY_TEXTS = {
  editorLabel: "Policy text",
  toolbarLabel: "Formatting",
  paragraph: "Paragraph",
  heading: (level: 1 | 2 | 3) => `Heading ${level}`,
  bold: "Bold",
  italic: "Italic",
  underline: "Underline",
  strike: "Strikethrough",
  align: (alignment: string) => `Align ${alignment}`,
  preview: "Preview",
  previewTitle: "Policy preview",
  close: "Close",
  save: "Save",
  version: (version: number, date: string) => `Version ${version}, published ${date}`,
  noPolicy: "No policy has been published yet.",
  loadingEditor: "Loading editor...",
} as const;
