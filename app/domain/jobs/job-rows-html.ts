/**
 * The jobs list's rows as one HTML string
 * (docs/speed.md § What made it faster). The table's body is set from it on
 * the server and in the browser alike, so React neither renders 25 rows of
 * about 37 elements each on the server (most of what answering /jobs cost)
 * nor hydrates them in the browser: the rows are plain HTML that React
 * leaves as they came. They hold nothing React would have to run: the job
 * link is a plain link that the screen's one click handler sends through the
 * router, the checkbox is a plain input, and a person's picture that fails
 * to load is swapped for their initials by the table (useAvatarFallback).
 * Every text from the database is escaped (escapeHtml): a job or client
 * named like markup shows as typed.
 *
 * The markup is the one the table's styles expect (app.css .jt-rows and
 * jobs-list.css style the cells by their place, not by classes): the row
 * number, then the checkbox that replaces it on hover or focus; the job link,
 * its state badge, client and number beneath, and creator and project manager
 * beneath them for the widths without their own columns; proposal number;
 * date; total, and whose total it is in words; creator; project manager.
 */
import { escapeHtml } from '~/domain/html-text';
import { isShownState, stateBadgeClass } from '~/domain/lifecycle/states';
import { formatCents } from '~/domain/money';
import { initials } from '~/domain/users/profile';
import { jobPath } from './job-path';
import type { ListPerson, ShownJob } from './list-rows';

/**
 * A person cell: their picture or initials, name and role. A picture carries
 * the initials that stand in for it if it does not load.
 */
function personCell(person: ListPerson | null): string {
  const letters = escapeHtml(initials(person?.name));
  const face = person?.image
    ? `<img src="${escapeHtml(person.image)}" alt="" class="avatar-image" data-initials="${letters}">`
    : `<span aria-hidden="true">${letters}</span>`;
  return `<td><div>${face}<p>${escapeHtml(person?.name || '—')}</p><p>${escapeHtml(person?.role ?? '')}</p></div></td>`;
}

/** A state badge as the lists show it: the word, named as the job's status for a screen reader, its colour by tone. */
function stateBadge(status: string): string {
  if (!isShownState(status)) return '';
  return ` <span class="${stateBadgeClass(status)}"><span class="sr-only">Status: </span>${status}</span>`;
}

function jobRow(job: ShownJob, rowNumber: number): string {
  const name = escapeHtml(job.jobName);
  const client = escapeHtml(job.clientName);
  return (
    `<tr><td><span aria-hidden="true">${rowNumber}</span><input type="checkbox" aria-label="Select ${name}"></td>` +
    // Client, then number: the number never gives way to a long client name. The client's title is the one
    // place its full name shows on this screen.
    `<td><a href="${escapeHtml(jobPath(job))}">${name}</a>${stateBadge(job.status)}` +
    `<p><span title="${client}">${client}</span><span>${escapeHtml(job.jobNumber)}</span></p>` +
    `<p><span><span>Creator: </span>${escapeHtml(job.creator?.name || '—')}</span> ` +
    `<span><span>Project Manager: </span>${escapeHtml(job.projectManager?.name || '—')}</span></p></td>` +
    `<td>${escapeHtml(job.proposalNo)}</td>` +
    `<td><time datetime="${escapeHtml(job.date)}">${escapeHtml(job.dateLabel)}</time></td>` +
    // A sent, approved or declined job's total is that version's grand total: the word says so, not colour alone.
    `<td>${formatCents(job.priceTotal)}${job.totalOf ? `<small> ${escapeHtml(job.totalOf)}</small>` : ''}</td>` +
    `${personCell(job.creator)}${personCell(job.projectManager)}</tr>`
  );
}

/** The rows of one page of the list, numbered from firstRowNumber. */
export function jobRowsHtml(jobs: readonly ShownJob[], firstRowNumber: number): string {
  let html = '';
  for (let i = 0; i < jobs.length; i++) html += jobRow(jobs[i]!, firstRowNumber + i);
  return html;
}
