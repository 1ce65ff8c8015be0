import { languages } from '@giro/shared/i18n';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { contentSchemas } from './content-schemas';

const params = {
  operator: 'Remesas Ejemplo',
  domain: 'remesas.example',
  email: 'ayuda@remesas.example',
};

// The pages read their text without checking it (hooks/use-content.ts): this is the check.
describe.each(languages)('the %s content catalogue', (language) => {
  const t = i18n.getFixedT(language, 'content');
  it.each(Object.entries(contentSchemas))(
    'holds the whole %s page, interpolated',
    (key, schema) => {
      const page = schema.parse(t(key, { returnObjects: true, ...params }));
      // Every placeholder of the operator's data filled (others, such as {method}, are the page's).
      expect(JSON.stringify(page)).not.toMatch(/\{(operator|domain|email)\}/);
    },
  );
});
