/**
 * The route table, read side by side with the screens of docs/product.md (from
 * docs/product.md § Shared shell to docs/product.md § Coming soon) and
 * docs/product.md § The API (the /api JSON contract).
 */
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  // Public
  route('login', 'routes/login.tsx'),
  route('auth/callback', 'routes/auth.callback.tsx'),
  route('welcome', 'routes/welcome.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('dev/outbox', 'routes/dev.outbox.tsx'),
  route('dev/outbox/:messageId/attachments/:index', 'routes/dev.outbox.$messageId.attachments.$index.ts'),
  // The job page's Download menu without JavaScript (a form post answered with the PDF)
  route('documents/download', 'routes/documents.download.ts'),
  // The client's page of one sent proposal (no staff session), and its stored PDF
  route('p/:token', 'routes/p.$token.tsx'),
  route('p/:token/pdf', 'routes/p.$token.pdf.ts'),
  route('p/:token/answer', 'routes/p.$token.answer.ts'),
  route('p/:token/invoices/:invoiceId', 'routes/p.$token.invoices.$invoiceId.ts'),
  // Catalogue pictures drawn small: a PNG of the app's own SVG (public, like the SVG)
  route('images/thumbs/*', 'routes/images.thumbs.$.ts'),

  // Signed in: the shared shell (sidebar) around every screen
  layout('routes/app-layout.tsx', [
    index('routes/jobs.tsx', { id: 'routes/jobs-home' }),
    route('jobs', 'routes/jobs.tsx'),
    route('home', 'routes/home.tsx'),
    route('job/new', 'routes/job.new.tsx'),
    route('job/new/job', 'routes/job.new.tsx', { id: 'routes/job.new.job' }),
    route('job/:brandSlug/:jobNumber', 'routes/job.tsx', [
      // The add/edit line-item sheet, in the job page's Outlet; a row's Delete / Move.
      route('items/new', 'routes/job.items.new.tsx'),
      route('items/:lineId/edit', 'routes/job.items.$lineId.edit.tsx'),
      // A locked version's line, read-only (its configuration, prices, budgets and margins).
      route('items/:lineId/view', 'routes/job.items.$lineId.view.tsx'),
      // The line's own picture: GET serves it, POST uploads or removes it (from the Edit panel).
      route('items/:lineId/picture', 'routes/job.items.$lineId.picture.ts'),
      route('items/:lineId', 'routes/job.items.$lineId.tsx'),
      // Re-price a Draft's lines priced before a catalogue price change: the preview, then Confirm.
      route('reprice', 'routes/job.reprice.tsx'),
      // The Send Proposal panel, and the stored documents (the proposal as sent, a signed approval).
      route('send', 'routes/job.send.tsx'),
      route('history', 'routes/job.history.tsx'),
      route('approval', 'routes/job.approval.ts'),
      route('documents/:sendId', 'routes/job.documents.$sendId.ts'),
      // The Money panel's dialogs (issue, record a payment, void, reverse) and an invoice's PDF as issued.
      route('invoices/issue', 'routes/job.invoices.issue.tsx'),
      route('invoices/:invoiceId/pdf', 'routes/job.invoices.$invoiceId.pdf.ts'),
      route('invoices/:invoiceId/:step', 'routes/job.invoices.$invoiceId.$step.tsx'),
      route('payments/:paymentId/reverse', 'routes/job.payments.$paymentId.reverse.tsx'),
      // What a brand change would do to the lines, said by the Job Info dialog before saving.
      route('brand-move', 'routes/job.brand-move.ts'),
      // The Duplicate dialog, and Save as template of a version.
      route('duplicate', 'routes/job.duplicate.tsx'),
      route('save-template', 'routes/job.save-template.tsx'),
    ]),
    // Compare versions: two versions of the job side by side, a screen of its own.
    route('job/:brandSlug/:jobNumber/compare', 'routes/job.compare.tsx'),
    // The work order for production and installers, and an issued revision's PDF.
    route('job/:brandSlug/:jobNumber/work-order', 'routes/job.work-order.tsx'),
    route('job/:brandSlug/:jobNumber/work-order/revisions/:revision', 'routes/job.work-order.revisions.$revision.ts'),
    route('daves-hot-chicken', 'routes/brand-jobs.tsx', { id: 'routes/brand-jobs-dhc' }),
    route('skechers', 'routes/brand-jobs.tsx', { id: 'routes/brand-jobs-skx' }),
    route('coming-soon/:brandName?', 'routes/coming-soon.tsx'),
    // Admin-guarded
    layout('routes/admin-layout.tsx', [
      route('data', 'routes/data.tsx', [
        route('signs/new', 'routes/data.signs.new.tsx'),
        route('signs/:signId/edit', 'routes/data.signs.$signId.edit.tsx'),
        route('signs/:signId/history', 'routes/data.signs.$signId.history.tsx'),
        route('options/:optionId/values/:index', 'routes/data.options.$optionId.values.$index.tsx'),
        route('options/:optionId/history', 'routes/data.options.$optionId.history.tsx'),
        route('brands/new', 'routes/data.brands.new.tsx'),
        route('brands/:brandId/edit', 'routes/data.brands.$brandId.edit.tsx'),
        route('services/new', 'routes/data.services.new.tsx'),
        route('services/:serviceId/edit', 'routes/data.services.$serviceId.edit.tsx'),
        // Rename or delete a line template.
        route('templates/:templateId/edit', 'routes/data.templates.$templateId.edit.tsx'),
      ]),
      // Catalogue files: upload (and undo) an import, and its preview page with the confirm form.
      route('data/imports', 'routes/data.imports.tsx'),
      route('data/imports/:importId', 'routes/data.imports.$importId.tsx'),
      // Price changes: a bulk change, its preview, one change, and the catalogue as it stood on a day.
      route('data/price-changes', 'routes/price-changes.tsx'),
      route('data/price-changes/preview', 'routes/price-changes.preview.tsx'),
      route('data/price-changes/:changeId', 'routes/price-changes.$changeId.tsx'),
      route('data/prices-on', 'routes/prices-on.tsx'),
      // The invoice number pattern.
      route('settings/invoices', 'routes/settings.invoices.tsx'),
      // For the books: the invoices, payments and customers of a range as CSV for QuickBooks Online and Xero.
      route('books', 'routes/books.tsx'),
      route('books/export', 'routes/books.export.ts'),
      route('users', 'routes/users.tsx', [
        route('invite', 'routes/users.invite.tsx'),
        route(':userId/edit', 'routes/users.$userId.edit.tsx'),
      ]),
    ]),
  ]),

  // JSON resource routes (docs/product.md § The API)
  ...prefix('api', [
    route('auth/personalized-magic-link', 'routes/api/auth.personalized-magic-link.ts'),
    route('auth/user', 'routes/api/auth.user.ts'),
    route('logout', 'routes/api/logout.ts'),
    route('jobs', 'routes/api/jobs.ts'),
    route('jobs/:brandSlug/:jobNumber', 'routes/api/jobs.$brandSlug.$jobNumber.ts'),
    route('jobs/:id/versions', 'routes/api/jobs.$id.versions.ts'),
    // Send, mark-sent, withdraw, approval (POST) and documents (GET) of a version; a job's history.
    route('jobs/:id/versions/:versionNumber/:step', 'routes/api/jobs.$id.versions.$versionNumber.$step.ts'),
    // The work order: read it, issue a revision, a revision's PDF, a line's install notes.
    route('jobs/:brandSlug/:jobNumber/work-order', 'routes/api/jobs.$brandSlug.$jobNumber.work-order.ts'),
    route('jobs/:brandSlug/:jobNumber/work-order/revisions/:revision', 'routes/api/jobs.$brandSlug.$jobNumber.work-order.revisions.$revision.ts'),
    route('jobs/:brandSlug/:jobNumber/work-order/lines/:lineId', 'routes/api/jobs.$brandSlug.$jobNumber.work-order.lines.$lineId.ts'),
    route('books/export', 'routes/api/books.export.ts'),
    route('job-history/:jobId', 'routes/api/job-history.$jobId.ts'),
    // Invoices of the approved version: list and issue; an invoice's PDF, payments and void; a payment's reversal.
    route('jobs/:id/invoices', 'routes/api/jobs.$id.invoices.ts'),
    route('invoices/:id/:step', 'routes/api/invoices.$id.$step.ts'),
    route('payments/:id/reverse', 'routes/api/payments.$id.reverse.ts'),
    route('brands', 'routes/api/brands.ts'),
    route('brands/:brandId/signs', 'routes/api/brands.$brandId.signs.ts'),
    route('brands/:brandId/services', 'routes/api/brands.$brandId.services.ts'),
    route('signs', 'routes/api/signs.ts'),
    route('signs/:id/pricing', 'routes/api/signs.$id.pricing.ts'),
    route('signs/:id/options', 'routes/api/signs.$id.options.ts'),
    route('services', 'routes/api/services.ts'),
    route('job-line-items', 'routes/api/job-line-items.ts'),
    route('job-line-items/by-job/:brandSlug/:jobNumber', 'routes/api/job-line-items.by-job.$brandSlug.$jobNumber.ts'),
    route('job-line-items/:id', 'routes/api/job-line-items.$id.ts'),
    route('profiles', 'routes/api/profiles.ts'),
    route('users', 'routes/api/users.ts'),
    route('stats', 'routes/api/stats.ts'),
    route('clients/search', 'routes/api/clients.search.ts'),
    route('clients/:id/addresses', 'routes/api/clients.$id.addresses.ts'),
    route('clients/:id/contacts', 'routes/api/clients.$id.contacts.ts'),
    route('mapbox/suggest', 'routes/api/mapbox.suggest.ts'),
    route('generate-proposal', 'routes/api/generate-proposal.ts'),
    route('generate-pricing-sheet', 'routes/api/generate-pricing-sheet.ts'),
    // Admin writes
    route('signs-with-pricing', 'routes/api/signs-with-pricing.ts'),
    route('signs/:id', 'routes/api/signs.$id.ts'),
    route('sign-pricing/fill', 'routes/api/sign-pricing.fill.ts'),
    route('sign-pricing/restore', 'routes/api/sign-pricing.restore.ts'),
    route('sign-pricing/:id', 'routes/api/sign-pricing.$id.ts'),
    route('catalogue-changes', 'routes/api/catalogue-changes.ts'),
    route('catalogue/export', 'routes/api/catalogue.export.ts'),
    route('catalogue/imports', 'routes/api/catalogue.imports.ts'),
    route('catalogue/imports/:id/:step', 'routes/api/catalogue.imports.$id.$step.ts'),
    route('options', 'routes/api/options.ts'),
    route('options/:id', 'routes/api/options.$id.ts'),
    route('users/:id', 'routes/api/users.$id.ts'),
    route('brands/:id', 'routes/api/brands.$id.ts'),
    route('services/:id', 'routes/api/services.$id.ts'),
    // Duplicate a job; line templates (rename and delete are admin only).
    route('jobs/:id/duplicate', 'routes/api/jobs.$id.duplicate.ts'),
    route('templates', 'routes/api/templates.ts'),
    route('templates/:id', 'routes/api/templates.$id.ts'),
    route('templates/:id/add', 'routes/api/templates.$id.add.ts'),
    // Price changes: preview and save a bulk change, the changes (a Scheduled one's day, cancel), price history, prices on a day.
    route('price-changes', 'routes/api/price-changes.ts'),
    route('price-changes/preview', 'routes/api/price-changes.preview.ts'),
    route('price-changes/:id', 'routes/api/price-changes.$id.ts'),
    route('price-history', 'routes/api/price-history.ts'),
    route('prices-on', 'routes/api/prices-on.ts'),
    route('*', 'routes/api/not-found.ts'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
