/** The options page. */
export const options = {
  language: {
    title: 'Language',
    label: 'Language of the extension',
    auto: 'As the browser ({language})',
    hint: 'Menus, panels and this page. Exported files keep ISO dates and the same column names in every language.',
  },
};
