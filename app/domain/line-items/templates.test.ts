import { describe, expect, it } from 'vitest';
import { sameTemplateName, saveTemplateSchema, TEMPLATE_MESSAGES, templateAddedToast, templateFieldsSchema } from './templates';

describe('line template forms', () => {
  it('needs a name, cleans it and keeps an empty description', () => {
    expect(saveTemplateSchema.safeParse({ name: '  Store kit\u0007 ' }).data).toEqual({ name: 'Store kit', description: '' });
    const missing = templateFieldsSchema.safeParse({ name: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(TEMPLATE_MESSAGES.name);
  });

  it('takes the chosen line ids as numbers', () => {
    expect(saveTemplateSchema.parse({ name: 'Kit', lineIds: ['3', 4] }).lineIds).toEqual([3, 4]);
    expect(saveTemplateSchema.safeParse({ name: 'Kit', lineIds: ['x'] }).success).toBe(false);
  });

  it('compares names without case and spaces, and says what was added', () => {
    expect(sameTemplateName(' Store Kit', 'store kit ')).toBe(true);
    expect(templateAddedToast('Kit', 1)).toBe('Template "Kit" added: 1 line');
  });
});
