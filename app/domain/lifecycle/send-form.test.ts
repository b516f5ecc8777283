import { describe, expect, it } from 'vitest';
import { defaultMessage, greeting, paragraphsHtml, proposalMail, sendFormSchema } from './send-form';

const facts = { companyName: 'Signboard Sign Co.', jobName: 'Main St Reimage', jobNumber: '2025-003', proposalNo: 'CJRP-001', versionNumber: 2, contactName: 'Marcus Bell', senderName: 'Sam Ortiz' };

describe('the proposal e-mail', () => {
  it('greets the contact by first name, a titled contact by title and last name, and no name with a plain hello', () => {
    expect(greeting('Megan Kowalski')).toBe('Hello Megan,');
    expect(greeting('  Megan   Kowalski ')).toBe('Hello Megan,');
    expect(greeting('Megan')).toBe('Hello Megan,');
    expect(greeting('Dr. Megan Kowalski')).toBe('Hello Dr. Kowalski,');
    expect(greeting('Mr Bell')).toBe('Hello Mr Bell,');
    expect(greeting(null)).toBe('Hello,');
    expect(greeting('   ')).toBe('Hello,');
  });

  it('prefills a letter: greeting, the proposal, and a sign-off on lines of their own', () => {
    expect(defaultMessage(facts)).toBe(
      'Hello Marcus,\n\nPlease find attached our proposal for Main St Reimage (version 2). You can read it and accept or decline it online at the link below.\n\nKind regards,\nSam Ortiz\nSignboard Sign Co.',
    );
  });

  it('keeps the line breaks the person typed (and drops other control characters)', () => {
    const parsed = sendFormSchema.parse({ to: 'pat@example.com', subject: 'S', message: 'Hello,\r\n\r\n\r\nSee it.\u0007\nSam', version: '1', validUntil: '2031-01-15' });
    expect(parsed.message).toBe('Hello,\n\nSee it.\nSam');
  });

  it('sends the message as paragraphs and lines in HTML, escaped', () => {
    expect(paragraphsHtml('Hello <b>Pat</b>,\n\nLine one\nLine two')).toBe('<p>Hello &#60;b&#62;Pat&#60;/b&#62;,</p><p>Line one<br>Line two</p>');
    const letter = proposalMail({ subject: 'S', message: defaultMessage(facts), link: 'http://x.test/p/abc', validUntilText: 'Dec 26th, 2026' });
    expect(letter.html).toContain('<p>Kind regards,<br>Sam Ortiz<br>Signboard Sign Co.</p>');
    expect(letter.text).toContain('Kind regards,\nSam Ortiz\nSignboard Sign Co.');
  });
});
