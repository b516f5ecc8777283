ALTER TABLE `job_versions` ADD `sent_terms` text;--> statement-breakpoint
ALTER TABLE `job_versions` ADD `sent_grand_total` integer;--> statement-breakpoint
-- Versions sent before the terms were kept with them: their terms as the stored client document printed them
-- (client, contact name, address, location, payment terms, company name/address/phone), the rest (tax, PO, scope
-- notes, contact details the document does not show) from the job as it stands now, the best record left.
UPDATE `job_versions` SET `sent_terms` = (
  SELECT json_object(
    'taxPercentage', j.`tax_percentage`,
    'taxAmount', j.`tax_amount`,
    'taxName', j.`tax_name`,
    'taxRegistrationNo', coalesce(j.`tax_registration_no`, ''),
    'jobTerms', CASE WHEN d.doc IS NOT NULL THEN json_extract(d.doc, '$.job.jobTerms') ELSE j.`job_terms` END,
    'jobLocation', coalesce(json_extract(d.doc, '$.job.jobLocation'), j.`job_location`),
    'jobLocationParsed', j.`job_location_parsed`,
    'clientReference', coalesce(j.`client_reference`, ''),
    'scopeNotes', coalesce(j.`scope_notes`, ''),
    'client', json_object(
      'clientName', coalesce(json_extract(d.doc, '$.job.clientName'), nullif(c.`name`, ''), 'Client Name'),
      'clientAddress', coalesce(json_extract(d.doc, '$.job.clientAddress'),
        trim(coalesce(a.`street`, '') || CASE WHEN coalesce(a.`city`, '') <> '' THEN ', ' || a.`city` ELSE '' END
          || CASE WHEN coalesce(a.`state`, '') || coalesce(a.`zip_code`, '') <> '' THEN ', ' || trim(coalesce(a.`state`, '') || ' ' || coalesce(a.`zip_code`, '')) ELSE '' END
          || CASE WHEN coalesce(a.`country`, '') <> '' THEN ', ' || a.`country` ELSE '' END, ', ')),
      'contactName', coalesce(json_extract(d.doc, '$.job.contactName'), k.`name`, ''),
      'contactTitle', coalesce(k.`title`, ''),
      'contactPhone', coalesce(k.`phone`, ''),
      'contactEmail', coalesce(k.`email`, '')),
    'company', CASE WHEN d.doc IS NULL THEN NULL ELSE json_object(
      'name', json_extract(d.doc, '$.company.name'),
      'address', json_extract(d.doc, '$.company.address'),
      'phone', json_extract(d.doc, '$.company.phone'),
      'website', NULL,
      'email', NULL) END)
  FROM `jobs` j
  LEFT JOIN (SELECT s.`client_document` AS doc FROM `proposal_sends` s WHERE s.`job_version_id` = `job_versions`.`id`
    ORDER BY s.`sent_at` DESC, s.`id` DESC LIMIT 1) d ON 1
  LEFT JOIN `clients` c ON c.`id` = j.`client_id`
  LEFT JOIN `client_addresses` a ON a.`id` = j.`client_address_id`
  LEFT JOIN `client_contacts` k ON k.`id` = j.`contact_id`
  WHERE j.`id` = `job_versions`.`job_id`
) WHERE `state` <> 'Draft';
--> statement-breakpoint
-- Their grand total: the lines' price total plus the tax of those terms (a fixed amount, or the percentage
-- rounded once to the cent, halves away from zero, as app/domain/proposal/tax.ts does).
UPDATE `job_versions` SET `sent_grand_total` = (
  SELECT t.price + CASE
      WHEN coalesce(json_extract(`job_versions`.`sent_terms`, '$.taxAmount'), 0) <> 0 THEN json_extract(`job_versions`.`sent_terms`, '$.taxAmount')
      WHEN coalesce(json_extract(`job_versions`.`sent_terms`, '$.taxPercentage'), 0) <> 0 THEN
        CASE WHEN t.price * json_extract(`job_versions`.`sent_terms`, '$.taxPercentage') >= 0
          THEN (t.price * json_extract(`job_versions`.`sent_terms`, '$.taxPercentage') * 2 + 10000) / 20000
          ELSE -((-t.price * json_extract(`job_versions`.`sent_terms`, '$.taxPercentage') * 2 + 10000) / 20000) END
      ELSE 0 END
  FROM (SELECT coalesce(sum(li.`line_item_price` * li.`quantity` + li.`line_item_install_price`), 0) AS price
    FROM `line_items` li WHERE li.`job_version_id` = `job_versions`.`id`) t
) WHERE `sent_terms` IS NOT NULL;
