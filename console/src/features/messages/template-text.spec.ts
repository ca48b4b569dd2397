import { messagesSearch } from './messages-search';
import { fieldPlaceholder, getsUnsubscribeFooter, insertAt, sampleTagFields, starterContent, tagKeyProblem, tagKeysIn, tagPlaceholder, typeLabel } from './template-text';

describe('the template editor’s text', () => {
  it('writes placeholders as content does', () => {
    expect(fieldPlaceholder('FirstName')).toBe('{{FirstName}}');
    expect(tagPlaceholder(' Cohort ')).toBe('{{tag:Cohort}}');
  });

  it('checks tag keys by the tag rules', () => {
    expect(tagKeyProblem('Cohort')).toBeNull();
    expect(tagKeyProblem('  ')).toMatch(/Enter/);
    expect(tagKeyProblem('a,b')).toMatch(/may not/);
    expect(tagKeyProblem('{x}')).toMatch(/may not/);
    expect(tagKeyProblem('k'.repeat(65))).toMatch(/64/);
  });

  it('inserts in place of the selection and puts the caret after it', () => {
    expect(insertAt('Hi !', 3, 3, '{{FirstName}}')).toEqual({ text: 'Hi {{FirstName}}!', caret: 16 });
    expect(insertAt('Hi you!', 3, 6, 'X')).toEqual({ text: 'Hi X!', caret: 4 });
    expect(insertAt('ab', 10, 12, 'X')).toEqual({ text: 'abX', caret: 3 });
    expect(insertAt('ab', 2, 1, 'X')).toEqual({ text: 'abX', caret: 3 });
  });

  it('starts a new template with its type’s fields', () => {
    expect(starterContent('OtpEmail').htmlBody).toContain('{{OtpCode}}');
    expect(starterContent('InvitationEmail').htmlBody).toContain('{{InvitationLink}}');
    expect(starterContent('ReminderEmail').htmlBody).toContain('{{ClaimLink}}');
    expect(typeLabel('InitiateEmail')).toBe('Claim invitation');
    expect(typeLabel('Other')).toBe('Other');
  });
});

describe('the messages search', () => {
  it('keeps a known type only', () => {
    expect(messagesSearch({ type: 'OtpEmail' })).toEqual({ type: 'OtpEmail' });
    expect(messagesSearch({ type: 'Nope' })).toEqual({ type: undefined });
    expect(messagesSearch({})).toEqual({ type: undefined });
  });
});

describe('tags in content', () => {
  it('finds each tag key once, in order of first use', () => {
    expect(tagKeysIn('Hi {{tag:Cohort}}', '<p>{{tag:Site}} {{ tag:Cohort }} {{tag:}} {{FirstName}}</p>')).toEqual(['Cohort', 'Site']);
    expect(tagKeysIn('none')).toEqual([]);
  });

  it('sends sample values only for keys still used and given', () => {
    expect(sampleTagFields(['Cohort', 'Site'], { Cohort: ' B ', Site: '', Gone: 'x' })).toEqual({ 'tag:Cohort': 'B' });
  });

  it('knows when a real email gets the unsubscribe footer', () => {
    expect(getsUnsubscribeFooter('<a href="{{UnsubscribeLink}}">x</a>')).toBe(false);
    expect(getsUnsubscribeFooter('<p>no link</p>')).toBe(true);
  });
});
