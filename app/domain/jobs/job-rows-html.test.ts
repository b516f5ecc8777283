import { describe, expect, it } from 'vitest';
import { jobRowsHtml } from './job-rows-html';
import type { ShownJob } from './list-rows';

const job = (over: Partial<ShownJob> = {}): ShownJob => ({
  jobName: 'Richardson Pylon',
  jobNumber: '2025-014',
  brandSlug: 'dhc',
  clientName: 'Acme Foods',
  proposalNo: 'DHCP-014',
  status: 'Sent',
  dateLabel: 'Nov 29th, 2026',
  date: '2026-11-29',
  priceTotal: 14372900,
  totalOf: 'sent',
  creator: { name: 'Morgan Reyes', image: null, role: 'Super-Admin' },
  projectManager: null,
  ...over,
});

describe('jobRowsHtml', () => {
  it('writes a row as the table styles it: number and checkbox, link, badge, client and number, people, figures', () => {
    expect(jobRowsHtml([job()], 26)).toBe(
      '<tr><td><span aria-hidden="true">26</span><input type="checkbox" aria-label="Select Richardson Pylon"></td>' +
        '<td><a href="/job/dhc/2025-014">Richardson Pylon</a> <span class="state-badge tone-blue"><span class="sr-only">Status: </span>Sent</span>' +
        '<p><span title="Acme Foods">Acme Foods</span><span>2025-014</span></p>' +
        '<p><span><span>Creator: </span>Morgan Reyes</span> <span><span>Project Manager: </span>—</span></p></td>' +
        '<td>DHCP-014</td><td><time datetime="2026-11-29">Nov 29th, 2026</time></td><td>$143,729.00<small> sent</small></td>' +
        '<td><div><span aria-hidden="true">MR</span><p>Morgan Reyes</p><p>Super-Admin</p></div></td>' +
        '<td><div><span aria-hidden="true">UN</span><p>—</p><p></p></div></td></tr>',
    );
  });

  it('numbers the rows from the first one and leaves out a badge for a state the lists do not know, and an empty total word', () => {
    const html = jobRowsHtml([job({ status: 'Archived', totalOf: '' }), job({ jobNumber: '2025-015' })], 1);
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(html).toContain('<span aria-hidden="true">1</span>');
    expect(html).toContain('<span aria-hidden="true">2</span>');
    expect(html.split('</tr>')[0]).not.toContain('state-badge');
    expect(html.split('</tr>')[0]).toContain('<td>$143,729.00</td>');
    expect(jobRowsHtml([], 1)).toBe('');
  });

  it('escapes every text from the database, in text and in attributes, so markup in a name shows as typed', () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>&amp;';
    const html = jobRowsHtml(
      [
        job({
          jobName: hostile,
          clientName: hostile,
          jobNumber: hostile,
          proposalNo: hostile,
          dateLabel: hostile,
          date: hostile,
          totalOf: hostile,
          creator: { name: hostile, image: `x" onerror="alert(3)`, role: hostile },
          projectManager: { name: hostile, image: null, role: hostile },
        }),
      ],
      1,
    );
    expect(html).not.toMatch(/<img src=x|<script|onerror="alert/);
    expect(html).toContain('&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62;&#38;amp;');
    // The link's address is the job's path, each part URL-encoded.
    expect(html).toContain('<a href="/job/dhc/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Cscript%3Ealert(2)%3C%2Fscript%3E%26amp%3B">');
    // A picture keeps its address as data, with the initials that stand in for it.
    expect(html).toContain('<img src="x&#34; onerror=&#34;alert(3)" alt="" class="avatar-image" data-initials="&#34;O">');
  });
});
