import PostalMime from 'postal-mime';
import { MessageBuilder, type OutgoingEmail } from './message';

const parse = async (raw: string | Buffer) => {
  const email = await PostalMime.parse(raw);
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    messageId: email.messageId,
    date: email.date,
    headers: Object.fromEntries(email.headers.filter((h) => h.key.startsWith('list-') || h.key === 'content-type').map((h) => [h.key, h.value])),
  };
};

describe('MessageBuilder', () => {
  const builder = new MessageBuilder('Campaign Manager, Inc. <no-reply@campaign-manager.local>');
  const date = new Date('2026-11-27T09:00:00Z');
  const longHtml = `<html><body>\n<p>Hi Zoë, 5 € for you.</p>\n.leading dot\n${'<td style="padding:0">x</td>'.repeat(40)}\r\n<p>=3D and trailing space </p>\n</body></html>`;
  const cases: [string, OutgoingEmail][] = [
    ['an ASCII email', { to: 'ada@example.com', subject: 'Hi Ada, Study sent you $1,234.50', html: '<p>Hello</p>', messageId: '<0192@campaign-manager.local>', unsubscribeUrl: 'http://localhost:3000/public/unsubscribe/abc_DEF-123' }],
    ['non-ASCII text, long lines and dots', { to: 'zoe@example.com', subject: `Zoë, ${'a long subject '.repeat(8)}— for you`, html: longHtml, messageId: '<0193@campaign-manager.local>' }],
  ];

  it.each(cases)('writes %s directly as MailComposer would, as a reader sees it', async (_name, email) => {
    const direct = builder.direct(email, date);
    expect(direct).toBeDefined();
    const composed = await builder.composed(email, date);
    expect(direct!.envelope).toEqual(composed.envelope);
    expect(await parse(direct!.raw)).toEqual(await parse(composed.raw));
    const read = await parse(direct!.raw);
    expect(read.subject).toBe(email.subject);
    expect((read.html ?? '').replace(/\r\n/g, '\n').trim()).toBe(email.html.replace(/\r\n/g, '\n'));
  });

  it('keeps every line of the direct message within 78 characters', () => {
    const raw = builder.direct(cases[1][1], date)!.raw as string;
    const [head, body] = raw.split('\r\n\r\n');
    expect(body.split(/\r?\n/).every((line) => line.length <= 76)).toBe(true);
    expect(head.split(/\r?\n/).every((line) => line.length <= 78)).toBe(true);
  });

  it('leaves internationalized addresses and headers that would need encoding to MailComposer', async () => {
    const email = { to: 'zoë@exämple.com', subject: 'Hi', html: '<p>x</p>', messageId: '<1@campaign-manager.local>' };
    expect(builder.direct(email, date)).toBeUndefined();
    expect(builder.direct({ ...email, to: 'a@example.com', unsubscribeUrl: 'http://x/a b' }, date)).toBeUndefined();
    const built = await builder.build(email, date);
    expect(built.envelope.to).toEqual(['zoë@exämple.com']);
    expect((await PostalMime.parse(built.raw)).to).toEqual([{ address: 'zoë@exämple.com', name: '' }]);
  });
});
