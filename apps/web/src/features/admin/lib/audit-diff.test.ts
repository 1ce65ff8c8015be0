import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-diff';

const plain = (_field: string, value: unknown) => showValue(value);

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges({ tasa: '1.07', enabled: true }, { tasa: '1.1', enabled: true }, plain),
    ).toEqual([{ field: 'tasa', before: '1.07', after: '1.1' }]);
  });

  it('shows every field of a created entity against nothing', () => {
    expect(auditChanges(null, { name: 'Ana', destinations: ['CUP', 'MLC'] }, plain)).toEqual([
      { field: 'name', before: '—', after: 'Ana' },
      { field: 'destinations', before: '—', after: 'CUP, MLC' },
    ]);
  });

  it('shows booleans and cleared notices readably', () => {
    expect(
      auditChanges(
        { enabled: true, notice_es: 'Cerrado' },
        { enabled: false, notice_es: null },
        plain,
      ),
    ).toEqual([
      { field: 'enabled', before: 'true', after: 'false' },
      { field: 'notice_es', before: 'Cerrado', after: '—' },
    ]);
  });
});
