/**
 * ESLint rule `aurum-i18n/no-untranslated-text` (src/i18n/README.md): user-visible text must come
 * from the message catalogues. Reports string literals with letters in
 * - JSX text (`<p>Hello</p>`) and JSX string children (`{'Hello'}`, `{ok ? 'Yes' : 'No'}`);
 * - user-visible JSX attributes (`aria-label`, `title`, `placeholder`, `alt`, `label`, …);
 * - object properties that carry visible text (`title`, `description`, `label`, `message`, …),
 *   as in toasts, menus and content arrays.
 * Strings without letters ("—", "·", "%") and the words in the `allow` option pass.
 */
const letters = /\p{L}/u;

const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'heading',
  'subtitle',
  'message',
]);

const textProperties = new Set([
  'title',
  'description',
  'label',
  'message',
  'placeholder',
  'ariaLabel',
  'heading',
  'subtitle',
  'text',
  'body',
  'caption',
  'cta',
  'tooltip',
  'helperText',
  'emptyText',
]);

/** The string parts of an expression a user would read: literals, template text, both branches of ?: and ||/??. */
function visibleStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((q) => ({ node: q, text: q.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...visibleStrings(node.consequent), ...visibleStrings(node.alternate)];
    case 'LogicalExpression':
      return node.operator === '&&'
        ? visibleStrings(node.right)
        : [...visibleStrings(node.left), ...visibleStrings(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return visibleStrings(node.expression);
    default:
      return [];
  }
}

const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text must come from the message catalogues (src/i18n).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Untranslated text "{{text}}": use t(\'…\') / <T id="…" /> from @/i18n and add the key to every catalogue (src/i18n/README.md).',
    },
  },
  create(context) {
    const allow = new Set((context.options[0]?.allow ?? []).map((s) => s.trim()));
    const check = (node, text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!letters.test(trimmed) || allow.has(trimmed)) return;
      context.report({
        node,
        messageId: 'text',
        data: { text: trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed },
      });
    };
    const checkExpression = (expression) => {
      for (const { node, text } of visibleStrings(expression)) check(node, text);
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !textAttributes.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value, String(node.value.value));
        else if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression);
      },
      Property(node) {
        if (node.computed || node.parent.type !== 'ObjectExpression') return;
        const key =
          node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (key && textProperties.has(key)) checkExpression(node.value);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
