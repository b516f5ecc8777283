import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter, redirect, createCookie, UNSAFE_withComponentProps, useLoaderData, Outlet, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, Meta, Links, ScrollRestoration, Scripts, data as data$1, useActionData, useNavigation, Form, Link, useLocation, NavLink, useNavigate, useSubmit, useFetcher } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { useSyncExternalStore, useState, useEffect, createElement, useRef, useId, memo, useMemo, useCallback } from "react";
import { z } from "zod";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { useForm, getInputProps, getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { sql, eq, desc, and, isNull, gt, lt, inArray, asc, like, max, count, isNotNull, ne } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { TOTPStrategy } from "remix-auth-totp";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { fileURLToPath } from "node:url";
import { sqliteTable, text as text$1, integer, uniqueIndex, index, real, primaryKey, alias } from "drizzle-orm/sqlite-core";
import { AsyncLocalStorage } from "node:async_hooks";
import net from "node:net";
import { RateLimiterMemory } from "rate-limiter-flexible";
import nodemailer from "nodemailer";
import { format } from "date-fns";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
const streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders
    });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let userAgent = request.headers.get("user-agent");
    let readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId = setTimeout(
      () => abort(),
      streamTimeout + 1e3
    );
    const { pipe, abort } = renderToPipeableStream(
      /* @__PURE__ */ jsx(ServerRouter, { context: routerContext, url: request.url }),
      {
        [readyOption]() {
          shellRendered = true;
          const body2 = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = void 0;
              callback();
            }
          });
          const stream = createReadableStreamFromReadable(body2);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body2);
          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode
            })
          );
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) {
            console.error(error);
          }
        }
      }
    );
  });
}
const entryServer = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: handleRequest,
  streamTimeout
}, Symbol.toStringTag, { value: "Module" }));
const subscribe = () => () => {
};
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  );
}
function Toaster({ toast }) {
  const [shown, setShown] = useState(toast);
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) setShown(toast);
  }, [toast]);
  useEffect(() => {
    function onToast(event) {
      const next = event.detail;
      setShown(next);
    }
    window.addEventListener("signboard:toast", onToast);
    return () => window.removeEventListener("signboard:toast", onToast);
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.duration);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  const destructive = shown.variant === "destructive";
  return /* @__PURE__ */ jsx("div", { className: "pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:inset-auto sm:right-0 sm:bottom-0 sm:top-auto sm:justify-end", children: /* @__PURE__ */ jsxs(
    "div",
    {
      role: destructive ? "alert" : "status",
      "aria-live": destructive ? "assertive" : "polite",
      "data-testid": "toast",
      className: `pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border p-4 shadow-lg ${destructive ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`,
      children: [
        /* @__PURE__ */ jsxs("div", { className: "flex-1", children: [
          shown.title ? /* @__PURE__ */ jsx("p", { className: "text-sm font-semibold", children: shown.title }) : null,
          /* @__PURE__ */ jsx("p", { className: "text-sm opacity-90", children: shown.description })
        ] }),
        hydrated ? /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            "aria-label": "Close",
            className: "-m-1 rounded p-1 text-base leading-none opacity-70 hover:opacity-100",
            onClick: () => setShown(null),
            children: "×"
          }
        ) : null
      ]
    }
  ) });
}
function showToast(toast) {
  window.dispatchEvent(
    new CustomEvent("signboard:toast", { detail: { variant: "default", duration: 5e3, ...toast } })
  );
}
const env = process.env;
const isProduction = env.NODE_ENV === "production";
const isDemo = env.SIGNBOARD_DEMO === "1";
const port = Number(env.PORT) || 3e3;
const appOrigin = (env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, "");
const secureCookies = appOrigin.startsWith("https:") || isProduction && !isDemo;
const devOutboxEnabled = !isProduction || isDemo;
const smtpUrl = env.SMTP_URL || "";
const mailFrom = env.MAIL_FROM || "Signboard <no-reply@signboard.local>";
const allowedEmailDomain = (env.ALLOWED_EMAIL_DOMAIN || "").trim().toLowerCase().replace(/^@/, "");
const mapboxAccessToken = env.MAPBOX_ACCESS_TOKEN || "";
const trustProxy = env.TRUST_PROXY === "1";
function devSecret() {
  const dir = path.dirname(path.resolve(env.DATABASE_PATH || "./data/signboard.db"));
  const file = path.join(dir, ".dev-session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 384 });
    return secret;
  }
}
function readSessionSecret() {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isProduction && !isDemo) throw new Error("SESSION_SECRET must be set in production");
  return devSecret();
}
let sessionSecretCache;
function sessionSecret() {
  sessionSecretCache ??= readSessionSecret();
  return sessionSecretCache;
}
function totpSecret() {
  return crypto.createHash("sha256").update(`totp:${sessionSecret()}`).digest("hex");
}
const toastSchema = z.object({
  title: z.string().max(200).optional(),
  description: z.string().max(500),
  variant: z.enum(["default", "destructive"]).default("default"),
  duration: z.number().int().positive().max(6e4).default(5e3)
});
let cookieCache$1;
function toastCookie() {
  cookieCache$1 ??= createCookie("__toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    secrets: [sessionSecret()]
  });
  return cookieCache$1;
}
async function setToastCookie(toast) {
  return toastCookie().serialize(toastSchema.parse(toast));
}
async function getToast(request) {
  const headers = new Headers();
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(raw);
  if (raw !== null && raw !== void 0) {
    headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  }
  return { toast: parsed.success ? parsed.data : null, headers };
}
async function redirectWithToast(url, toast, init = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastCookie(toast));
  return redirect(url, { ...init, headers });
}
function combineHeaders(...sources) {
  const out = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => out.append(key, value));
  }
  return out;
}
const meta$d = () => [{
  title: "Signboard"
}];
async function loader$J({
  request
}) {
  const {
    toast,
    headers
  } = await getToast(request);
  return data$1({
    toast
  }, {
    headers
  });
}
function Layout({
  children
}) {
  return /* @__PURE__ */ jsxs("html", {
    lang: "en",
    children: [/* @__PURE__ */ jsxs("head", {
      children: [/* @__PURE__ */ jsx("meta", {
        charSet: "utf-8"
      }), /* @__PURE__ */ jsx("meta", {
        name: "viewport",
        content: "width=device-width, initial-scale=1"
      }), /* @__PURE__ */ jsx("link", {
        rel: "icon",
        href: "/favicon.svg",
        type: "image/svg+xml"
      }), /* @__PURE__ */ jsx(Meta, {}), /* @__PURE__ */ jsx(Links, {})]
    }), /* @__PURE__ */ jsxs("body", {
      className: "min-h-screen",
      children: [children, /* @__PURE__ */ jsx(ScrollRestoration, {}), /* @__PURE__ */ jsx(Scripts, {})]
    })]
  });
}
const root = UNSAFE_withComponentProps(function App() {
  const {
    toast
  } = useLoaderData();
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(Outlet, {}), /* @__PURE__ */ jsx(Toaster, {
      toast
    })]
  });
});
const ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary2({
  error
}) {
  let heading = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = "404 Page Not Found";
      detail = typeof error.data === "string" && error.data ? error.data : "Did you forget to add the page to the router?";
    } else {
      heading = `${error.status} ${error.statusText || "Error"}`;
      detail = typeof error.data === "string" ? error.data : detail;
    }
  }
  return /* @__PURE__ */ jsx("main", {
    className: "flex min-h-screen items-center justify-center bg-slate-50 p-8",
    children: /* @__PURE__ */ jsxs("div", {
      className: "max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm",
      children: [/* @__PURE__ */ jsx("h1", {
        className: "text-2xl font-semibold",
        children: heading
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-600",
        children: detail
      }), /* @__PURE__ */ jsx("a", {
        href: "/",
        className: "mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white",
        children: "Return to Home"
      })]
    })
  });
});
const route0 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$1,
  Layout,
  default: root,
  loader: loader$J,
  meta: meta$d
}, Symbol.toStringTag, { value: "Module" }));
const REQUIRED_EMAIL = "Please enter your email address";
const emailFormSchema = z.object({
  email: z.string({ error: REQUIRED_EMAIL }).trim().min(1, REQUIRED_EMAIL).max(254, "Please enter a valid email address").pipe(z.email({ error: "Please enter a valid email address" }))
});
const codeFormSchema = z.object({
  code: z.string({ error: "Please enter the code from the e-mail" }).trim().min(1, "Please enter the code from the e-mail").max(20, "That code or link didn't work. Check it and try again, or request a new link.")
});
function greetingName(profile) {
  const first = profile?.firstName?.trim();
  if (first) return first;
  const word = profile?.fullName?.trim().split(/\s+/)[0];
  return word || null;
}
function escapeHtml$1(s) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function loginMail({ to, greetName, link, code, minutes }) {
  const opening = greetName ? `Hi ${greetName}, here is your link to sign in to Signboard:` : "Use the link below to sign in to Signboard:";
  const expiry = `The link and the code work once and expire in ${minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.`;
  const text2 = [
    opening,
    "",
    link,
    "",
    `Or enter this code on the sign-in page of the browser where you asked for it: ${code}`,
    "",
    expiry
  ].join("\n");
  const html = [
    `<p>${escapeHtml$1(opening)}</p>`,
    `<p><a href="${escapeHtml$1(link)}">Sign in to Signboard</a></p>`,
    `<p>Or enter this code on the sign-in page of the browser where you asked for it: <strong style="font-family:monospace;font-size:18px">${escapeHtml$1(code)}</strong></p>`,
    `<p style="color:#64748b">${escapeHtml$1(expiry)}</p>`
  ].join("\n");
  return { to, subject: "Your Signboard sign-in link", text: text2, html };
}
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at").notNull().default(now);
const updatedAt = () => integer("updated_at").notNull().default(now);
const ROLES = ["User", "Admin", "Super-Admin"];
const STATUSES = ["Active", "Disabled"];
const users$6 = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text$1("email").notNull(),
    // stored lower-cased
    fullName: text$1("full_name"),
    firstName: text$1("first_name"),
    lastName: text$1("last_name"),
    jobTitle: text$1("job_title"),
    userImage: text$1("user_image"),
    role: text$1("role", { enum: ROLES }).notNull().default("User"),
    status: text$1("status", { enum: STATUSES }).notNull().default("Active"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_status_idx").on(t.status)]
);
const sessions = sqliteTable(
  "sessions",
  {
    id: text$1("id").primaryKey(),
    // 256-bit random, the only thing the cookie holds
    userId: integer("user_id").notNull().references(() => users$6.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt()
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)]
);
const loginCodes = sqliteTable(
  "login_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text$1("email").notNull(),
    codeHash: text$1("code_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [index("login_codes_email_idx").on(t.email)]
);
const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text$1("to").notNull(),
    subject: text$1("subject").notNull(),
    text: text$1("text").notNull(),
    html: text$1("html"),
    createdAt: createdAt()
  },
  (t) => [index("mail_outbox_to_idx").on(t.to)]
);
const brands$4 = sqliteTable(
  "brands",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text$1("name").notNull(),
    slug: text$1("slug").notNull(),
    proposalPrefix: text$1("proposal_prefix").notNull(),
    image: text$1("image"),
    status: text$1("status", { enum: STATUSES }).notNull().default("Active"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("brands_slug_unique").on(t.slug), uniqueIndex("brands_name_unique").on(t.name)]
);
const SIGN_TYPES = [
  "Wall Signs",
  "Monument Signs",
  "Pylon Signs",
  "Monument Tenant Panel",
  "Pylon Tenant Panel",
  "Window/Wall Coverings",
  "Custom Signs"
];
const PRICE_TYPES = ["fixed", "formula", "user_input", "input_formula"];
const signs$2 = sqliteTable(
  "signs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    brandId: integer("brand_id").notNull().references(() => brands$4.id, { onDelete: "cascade" }),
    name: text$1("name").notNull(),
    signType: text$1("sign_type", { enum: SIGN_TYPES }).notNull(),
    placement: text$1("placement").notNull().default("exterior"),
    image: text$1("image"),
    description: text$1("description"),
    // template with {Placeholders}
    priceType: text$1("price_type").notNull().default("fixed"),
    displayOrder: integer("display_order").notNull().default(999),
    signBudgetMultiplier: real("sign_budget_multiplier").notNull().default(0.55),
    installBudgetMultiplier: real("install_budget_multiplier").notNull().default(0.55),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt()
  },
  (t) => [
    index("signs_brand_order_idx").on(t.brandId, t.displayOrder),
    uniqueIndex("signs_brand_name_unique").on(t.brandId, t.name)
  ]
);
const signSizes$1 = sqliteTable(
  "sign_sizes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    signId: integer("sign_id").notNull().references(() => signs$2.id, { onDelete: "cascade" }),
    sizeName: text$1("size_name").notNull(),
    signPrice: integer("sign_price").notNull().default(0),
    installPrice: integer("install_price").notNull().default(0),
    signBudget: integer("sign_budget").notNull().default(0),
    installBudget: integer("install_budget").notNull().default(0),
    racewayPrice: integer("raceway_price").notNull().default(0)
  },
  (t) => [uniqueIndex("sign_sizes_sign_size_unique").on(t.signId, t.sizeName)]
);
const OPTION_TYPES = ["dropdown", "switch", "text"];
const APPLIES_TO = ["base_sign_price", "base_install_price"];
const signOptions = sqliteTable(
  "sign_options",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text$1("name").notNull(),
    type: text$1("type", { enum: OPTION_TYPES }).notNull(),
    // 'Red, Blue +10%, Bronze +$150' : comma-and-space separated, optional '+' modifier
    values: text$1("values").notNull().default(""),
    appliesTo: text$1("applies_to", { enum: APPLIES_TO }).notNull().default("base_sign_price"),
    placeholder: text$1("placeholder"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(999)
  },
  (t) => [uniqueIndex("sign_options_name_unique").on(t.name)]
);
const signOptionSigns = sqliteTable(
  "sign_option_signs",
  {
    signId: integer("sign_id").notNull().references(() => signs$2.id, { onDelete: "cascade" }),
    optionId: integer("option_id").notNull().references(() => signOptions.id, { onDelete: "cascade" })
  },
  (t) => [primaryKey({ columns: [t.signId, t.optionId] }), index("sign_option_signs_option_idx").on(t.optionId)]
);
const services$2 = sqliteTable(
  "services",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    brandId: integer("brand_id").notNull().references(() => brands$4.id, { onDelete: "cascade" }),
    name: text$1("name").notNull(),
    description: text$1("description"),
    icon: text$1("icon"),
    priceType: text$1("price_type").notNull().default("fixed"),
    priceFormula: text$1("price_formula"),
    // e.g. '$595' or a formula name
    budgetMultiplier: real("budget_multiplier").notNull().default(0),
    locationMultiplier: real("location_multiplier"),
    // Canada multiplier, 1 when missing
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    displayOrder: integer("display_order").notNull().default(999)
  },
  (t) => [uniqueIndex("services_brand_name_unique").on(t.brandId, t.name)]
);
const clients$5 = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text$1("name").notNull(),
    createdAt: createdAt()
  },
  (t) => [index("clients_name_idx").on(sql`${t.name} collate nocase`)]
);
const clientAddresses$4 = sqliteTable(
  "client_addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: integer("client_id").notNull().references(() => clients$5.id, { onDelete: "cascade" }),
    street: text$1("street").notNull().default(""),
    city: text$1("city").notNull().default(""),
    state: text$1("state").notNull().default(""),
    zipCode: text$1("zip_code").notNull().default(""),
    country: text$1("country").notNull().default(""),
    createdAt: createdAt()
  },
  (t) => [index("client_addresses_client_idx").on(t.clientId)]
);
const clientContacts$4 = sqliteTable(
  "client_contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: integer("client_id").notNull().references(() => clients$5.id, { onDelete: "cascade" }),
    name: text$1("name").notNull(),
    title: text$1("title"),
    phone: text$1("phone"),
    // digits only
    email: text$1("email"),
    createdAt: createdAt()
  },
  (t) => [index("client_contacts_client_idx").on(t.clientId)]
);
const PAYMENT_TERMS = [
  "50% Deposit / 50% before install",
  "50% Deposit / 50% upon completion",
  "Net30",
  "Net45",
  "COD",
  "Prepayment"
];
const jobs$5 = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobName: text$1("job_name").notNull(),
    jobNumber: text$1("job_number").notNull(),
    brandId: integer("brand_id").notNull().references(() => brands$4.id),
    jobLocation: text$1("job_location").notNull().default(""),
    jobLocationParsed: text$1("job_location_parsed"),
    // JSON of the chosen address suggestion
    clientId: integer("client_id").references(() => clients$5.id, { onDelete: "set null" }),
    clientAddressId: integer("client_address_id").references(() => clientAddresses$4.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => clientContacts$4.id, { onDelete: "set null" }),
    projectManagerId: integer("project_manager_id").references(() => users$6.id, { onDelete: "set null" }),
    creatorId: integer("creator_id").references(() => users$6.id, { onDelete: "set null" }),
    jobTerms: text$1("job_terms"),
    // Tax is a percentage (hundredths of a percent: 825 = 8.25%) or a fixed amount in cents.
    taxPercentage: integer("tax_percentage"),
    taxAmount: integer("tax_amount"),
    status: text$1("status").notNull().default("Draft"),
    proposalNo: text$1("proposal_no"),
    dueDate: integer("due_date"),
    totalAmount: integer("total_amount").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex("jobs_brand_number_unique").on(t.brandId, t.jobNumber),
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_brand_created_idx").on(t.brandId, t.createdAt),
    index("jobs_status_idx").on(t.status),
    index("jobs_client_idx").on(t.clientId)
  ]
);
const jobNumberHistory$1 = sqliteTable(
  "job_number_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id").notNull().references(() => jobs$5.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").notNull().references(() => brands$4.id),
    jobNumber: text$1("job_number").notNull(),
    createdAt: createdAt()
  },
  (t) => [index("job_number_history_lookup_idx").on(t.brandId, t.jobNumber)]
);
const jobVersions$3 = sqliteTable(
  "job_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id").notNull().references(() => jobs$5.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    createdById: integer("created_by_id").references(() => users$6.id, { onDelete: "set null" }),
    sourceVersionNumber: integer("source_version_number"),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex("job_versions_job_number_unique").on(t.jobId, t.versionNumber)]
);
const LINE_TYPES = ["sign", "service"];
const PRICING_MODES = ["Calculated", "Edited", "Custom"];
const lineItems$1 = sqliteTable(
  "line_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobVersionId: integer("job_version_id").notNull().references(() => jobVersions$3.id, { onDelete: "cascade" }),
    lineType: text$1("line_type", { enum: LINE_TYPES }).notNull(),
    signId: integer("sign_id").references(() => signs$2.id, { onDelete: "set null" }),
    signSizeId: integer("sign_size_id").references(() => signSizes$1.id, { onDelete: "set null" }),
    serviceId: integer("service_id").references(() => services$2.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    description: text$1("description"),
    // custom description (<= 150 chars) or the built one
    selectedOptions: text$1("selected_options").notNull().default("{}"),
    // JSON object
    lineItemPrice: integer("line_item_price").notNull().default(0),
    lineItemInstallPrice: integer("line_item_install_price").notNull().default(0),
    lineItemBudget: integer("line_item_budget").notNull().default(0),
    lineItemInstallBudget: integer("line_item_install_budget").notNull().default(0),
    pricingMode: text$1("pricing_mode", { enum: PRICING_MODES }).notNull().default("Calculated"),
    sortOrder: integer("sort_order").notNull(),
    level: integer("level").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [index("line_items_version_sort_idx").on(t.jobVersionId, t.sortOrder)]
);
const CATALOGUE_ENTITIES = ["sign_size", "sign", "option", "brand", "service"];
const catalogueChanges = sqliteTable(
  "catalogue_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entity: text$1("entity", { enum: CATALOGUE_ENTITIES }).notNull(),
    entityId: integer("entity_id").notNull(),
    signId: integer("sign_id"),
    field: text$1("field").notNull(),
    oldValue: text$1("old_value"),
    newValue: text$1("new_value"),
    userId: integer("user_id"),
    userName: text$1("user_name"),
    createdAt: createdAt()
  },
  (t) => [
    index("catalogue_changes_sign_idx").on(t.signId, t.createdAt),
    index("catalogue_changes_entity_idx").on(t.entity, t.entityId, t.createdAt)
  ]
);
const schema = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  APPLIES_TO,
  CATALOGUE_ENTITIES,
  LINE_TYPES,
  OPTION_TYPES,
  PAYMENT_TERMS,
  PRICE_TYPES,
  PRICING_MODES,
  ROLES,
  SIGN_TYPES,
  STATUSES,
  brands: brands$4,
  catalogueChanges,
  clientAddresses: clientAddresses$4,
  clientContacts: clientContacts$4,
  clients: clients$5,
  jobNumberHistory: jobNumberHistory$1,
  jobVersions: jobVersions$3,
  jobs: jobs$5,
  lineItems: lineItems$1,
  loginCodes,
  mailOutbox,
  services: services$2,
  sessions,
  signOptionSigns,
  signOptions,
  signSizes: signSizes$1,
  signs: signs$2,
  users: users$6
}, Symbol.toStringTag, { value: "Module" }));
const DEFAULT_DATABASE_PATH = "./data/signboard.db";
function migrationsFolder() {
  const candidates = [
    path.resolve(process.cwd(), "db/migrations"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations")
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta/_journal.json")));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(", ")})`);
  return found;
}
function openDatabase(file = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH) {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema });
  runMigrations(db);
  sqlite.pragma("foreign_keys = ON");
  return db;
}
function runMigrations(db) {
  const sqlite = db.$client;
  sqlite.pragma("foreign_keys = OFF");
  migrate(db, { migrationsFolder: migrationsFolder() });
  const broken = sqlite.pragma("foreign_key_check");
  if (broken.length > 0) {
    throw new Error(`Migration left ${broken.length} rows with broken foreign keys`);
  }
  sqlite.pragma("foreign_keys = ON");
}
const globalForDb = globalThis;
function getDb() {
  globalForDb.__signboardDb ??= openDatabase();
  return globalForDb.__signboardDb;
}
const LOGIN_CODE_TTL_MS = 10 * 60 * 1e3;
const MAX_CODE_ATTEMPTS = 5;
const KEEP_ROWS_MS = 24 * 60 * 60 * 1e3;
const CODE_CHARSET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;
function normalizeCode(code) {
  return code.replace(/[\s-]/g, "").toUpperCase();
}
function hashCode(code) {
  return crypto.createHmac("sha256", sessionSecret()).update(`login-code:${normalizeCode(code)}`).digest("hex");
}
function storeLoginCode(email, code, now2 = Date.now()) {
  const db = getDb();
  db.transaction((tx) => {
    tx.delete(loginCodes).where(lt(loginCodes.expiresAt, now2 - KEEP_ROWS_MS)).run();
    tx.update(loginCodes).set({ expiresAt: now2 }).where(and(eq(loginCodes.email, email), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now2))).run();
    tx.insert(loginCodes).values({ email, codeHash: hashCode(code), expiresAt: now2 + LOGIN_CODE_TTL_MS }).run();
  });
}
function consumeLoginCode(email, code, now2 = Date.now()) {
  const db = getDb();
  return db.transaction((tx) => {
    const row = tx.select().from(loginCodes).where(and(eq(loginCodes.email, email), eq(loginCodes.codeHash, hashCode(code)))).orderBy(desc(loginCodes.id)).get();
    if (!row) return "invalid";
    if (row.usedAt !== null) return "used";
    if (row.attempts >= MAX_CODE_ATTEMPTS) return "too-many";
    if (row.expiresAt <= now2) return "expired";
    const marked = tx.update(loginCodes).set({ usedAt: now2 }).where(and(eq(loginCodes.id, row.id), isNull(loginCodes.usedAt))).run();
    return marked.changes === 1 ? "ok" : "used";
  });
}
function codeStatus(code, now2 = Date.now()) {
  const row = getDb().select().from(loginCodes).where(eq(loginCodes.codeHash, hashCode(code))).orderBy(desc(loginCodes.id)).get();
  if (!row) return "invalid";
  if (row.usedAt !== null) return "used";
  if (row.attempts >= MAX_CODE_ATTEMPTS) return "too-many";
  if (row.expiresAt <= now2) return "expired";
  return "live";
}
function recordFailedAttempt(email, now2 = Date.now()) {
  const live = and(eq(loginCodes.email, email), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now2));
  return getDb().transaction((tx) => {
    tx.update(loginCodes).set({ attempts: sql`${loginCodes.attempts} + 1` }).where(live).run();
    const row = tx.select().from(loginCodes).where(live).orderBy(desc(loginCodes.id)).get();
    return row ? Math.max(0, MAX_CODE_ATTEMPTS - row.attempts) : null;
  });
}
const MINUTE = 60;
const LIMITS = {
  linkPerEmail: { points: 5, duration: 15 * MINUTE },
  linkPerAddress: { points: 20, duration: 15 * MINUTE },
  failedCodePerEmail: { points: 10, duration: 15 * MINUTE },
  failedCodePerAddress: { points: 30, duration: 15 * MINUTE }
};
const globalForLimits = globalThis;
function limiters() {
  globalForLimits.__signboardLimiters ??= {
    linkPerEmail: new RateLimiterMemory({ keyPrefix: "link-email", ...LIMITS.linkPerEmail }),
    linkPerAddress: new RateLimiterMemory({ keyPrefix: "link-addr", ...LIMITS.linkPerAddress }),
    failedCodePerEmail: new RateLimiterMemory({ keyPrefix: "code-email", ...LIMITS.failedCodePerEmail }),
    failedCodePerAddress: new RateLimiterMemory({ keyPrefix: "code-addr", ...LIMITS.failedCodePerAddress })
  };
  return globalForLimits.__signboardLimiters;
}
function waitFor(res, points, inclusive) {
  if (!res) return 0;
  const over = inclusive ? res.consumedPoints >= points : res.consumedPoints > points;
  return over ? Math.max(1, Math.ceil(res.msBeforeNext / 1e3)) : 0;
}
async function takeLinkRequest(email, address) {
  const l = limiters();
  const [byEmail, byAddress] = await Promise.all([l.linkPerEmail.penalty(email, 1), l.linkPerAddress.penalty(address, 1)]);
  const wait = Math.max(
    waitFor(byEmail, LIMITS.linkPerEmail.points, false),
    waitFor(byAddress, LIMITS.linkPerAddress.points, false)
  );
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}
async function codeAttemptsAllowed(email, address) {
  const l = limiters();
  const waits = [waitFor(await l.failedCodePerAddress.get(address), LIMITS.failedCodePerAddress.points, true)];
  if (email) waits.push(waitFor(await l.failedCodePerEmail.get(email), LIMITS.failedCodePerEmail.points, true));
  const wait = Math.max(...waits);
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}
async function recordFailedCode(email, address) {
  const l = limiters();
  await l.failedCodePerAddress.penalty(address, 1);
  if (email) await l.failedCodePerEmail.penalty(email, 1);
}
async function clearFailedCodes(email) {
  await limiters().failedCodePerEmail.delete(email);
}
function minutesText(seconds) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
const g = globalThis;
g.__signboardClientAddress ??= new AsyncLocalStorage();
const socketAddress = g.__signboardClientAddress;
function clientAddress(request) {
  return clientAddressFrom(request, { trustProxy, socket: socketAddress.getStore() });
}
function clientAddressFrom(request, opts) {
  let address = opts.socket ?? "";
  if (opts.trustProxy) {
    const forwarded = (request.headers.get("X-Forwarded-For") ?? "").split(",").map((s) => s.trim());
    const last = forwarded.filter(Boolean).pop();
    if (last) address = last;
  }
  return addressKey(address);
}
function addressKey(raw) {
  const address = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (net.isIPv4(address)) return address;
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
  return "unknown";
}
function expandIPv6(address) {
  const [head = "", tail] = address.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === void 0 ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill("0"), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
const TOTP_COOKIE = "_totp";
const TOTP_COOKIE_MAX_AGE = LOGIN_CODE_TTL_MS / 1e3;
const LOGIN_MESSAGES = {
  required: "Please enter your email address",
  "invalid-email": "Please enter a valid email address",
  "invalid-code": "That code or link didn't work. Check it and try again, or request a new link.",
  "invalid-link": "That sign-in link isn't valid. Please request a new one.",
  expired: "That sign-in link or code has expired. Please request a new one.",
  used: "That sign-in link or code has already been used. Please request a new one.",
  "too-many-attempts": "Too many incorrect attempts. Please request a new link.",
  "other-browser": "This link was opened in a different browser from the one that asked for it. Enter the code from the same e-mail on the sign-in page where you asked for the link, or request a new link here.",
  "no-pending": "Your sign-in request has ended. Please enter your email address again.",
  "not-allowed": "This account cannot sign in. Please contact an administrator.",
  unexpected: "An unexpected error occurred"
};
function rateLimitedLinkMessage(seconds) {
  return `Too many sign-in links requested. Please try again in ${minutesText(seconds)}.`;
}
function rateLimitedCodeMessage(seconds) {
  return `Too many incorrect attempts. Please try again in ${minutesText(seconds)}.`;
}
function loginMessage(key) {
  if (!key) return null;
  if (key in LOGIN_MESSAGES) return LOGIN_MESSAGES[key];
  const wait = /^wait:(\d{1,6})$/.exec(key);
  if (wait) return rateLimitedCodeMessage(Number(wait[1]));
  return LOGIN_MESSAGES.unexpected;
}
function readTotpState(request) {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const eq2 = part.indexOf("=");
    if (eq2 < 0 || part.slice(0, eq2).trim() !== TOTP_COOKIE) continue;
    const raw = part.slice(eq2 + 1).trim().replace(/^"(.*)"$/, "$1");
    const params = new URLSearchParams(raw);
    return {
      email: params.get("email") || void 0,
      totp: params.get("totp") || void 0,
      error: params.get("error") || void 0
    };
  }
  return {};
}
function totpValue(state) {
  const params = new URLSearchParams();
  if (state.email) params.set("email", state.email);
  if (state.totp) params.set("totp", state.totp);
  if (state.error) params.set("error", state.error);
  return params.toString();
}
function serializeTotpState(state) {
  const value = totpValue(state);
  const maxAge = value ? TOTP_COOKIE_MAX_AGE : 0;
  return `${TOTP_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}
function totpCookieHeader(state) {
  return `${TOTP_COOKIE}=${totpValue(state)}`;
}
function codeFromLinkToken(token, secretHex) {
  const parts = (token ?? "").split(".");
  if (parts.length !== 5) return null;
  const [header, encryptedKey, iv, ciphertext, tag] = parts;
  try {
    const protectedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
    if (protectedHeader.alg !== "dir" || protectedHeader.enc !== "A256GCM" || encryptedKey !== "") return null;
    const decipher = crypto.createDecipheriv("aes-256-gcm", Buffer.from(secretHex, "hex"), Buffer.from(iv, "base64url"), {
      authTagLength: 16
    });
    decipher.setAAD(Buffer.from(header, "ascii"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
    const params = JSON.parse(plain.toString("utf8"));
    if (typeof params.code !== "string" || typeof params.expires !== "number") return null;
    return { code: params.code, expires: params.expires };
  } catch {
    return null;
  }
}
let transport;
async function sendMail(mail) {
  if (smtpUrl) {
    transport ??= nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ from: mailFrom, ...mail });
    return;
  }
  getDb().insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }).run();
  if (devOutboxEnabled) console.info(`[mail] to ${mail.to}: ${mail.subject}
${mail.text}
`);
  else console.warn(`[mail] SMTP_URL is not set: the message to ${mail.to} (${mail.subject}) is kept in the mail_outbox table only`);
}
const pending = /* @__PURE__ */ new Set();
function queueMail(mail) {
  const job2 = sendMail(mail).catch((error) => {
    console.error(`[mail] delivery to ${mail.to} failed:`, error);
  }).finally(() => pending.delete(job2));
  pending.add(job2);
}
function recentOutbox(limit = 50) {
  return getDb().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).all();
}
const DAY = 24 * 60 * 60 * 1e3;
const SESSION_TTL_MS = 7 * DAY;
const RENEW_WHEN_LEFT_MS = SESSION_TTL_MS - DAY;
let cookieCache;
function sessionCookie() {
  cookieCache ??= createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: 30 * 24 * 60 * 60,
    secrets: [sessionSecret()]
  });
  return cookieCache;
}
async function readSessionId(request) {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[a-f0-9]{64}$/.test(value) ? value : null;
}
async function createSession(userId) {
  const db = getDb();
  const id2 = crypto.randomBytes(32).toString("hex");
  const now2 = Date.now();
  db.delete(sessions).where(lt(sessions.expiresAt, now2)).run();
  db.insert(sessions).values({ id: id2, userId, expiresAt: now2 + SESSION_TTL_MS }).run();
  return { id: id2, cookie: await sessionCookie().serialize(id2) };
}
async function getUser(request) {
  const id2 = await readSessionId(request);
  if (!id2) return null;
  const db = getDb();
  const now2 = Date.now();
  const row = db.select({ user: users$6, expiresAt: sessions.expiresAt }).from(sessions).innerJoin(users$6, eq(users$6.id, sessions.userId)).where(eq(sessions.id, id2)).get();
  if (!row) return null;
  if (row.expiresAt <= now2 || row.user.status !== "Active") {
    db.delete(sessions).where(eq(sessions.id, id2)).run();
    return null;
  }
  if (row.expiresAt - now2 < RENEW_WHEN_LEFT_MS) {
    db.update(sessions).set({ expiresAt: now2 + SESSION_TTL_MS }).where(eq(sessions.id, id2)).run();
  }
  return row.user;
}
function isAdmin(user) {
  return user.role === "Admin" || user.role === "Super-Admin";
}
function safeRedirect(to, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.length > 2e3) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const base = "http://signboard.invalid";
  return new URL(to, base).origin === base ? to : fallback;
}
function loginRedirect(request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const params = here === "/" ? "" : `?${new URLSearchParams({ redirectTo: here })}`;
  throw redirect(`/login${params}`);
}
async function requireUser(request) {
  const user = await getUser(request);
  if (!user) loginRedirect(request);
  return user;
}
async function requireAdmin(request) {
  const user = await requireUser(request);
  if (!isAdmin(user)) {
    const headers = new Headers();
    headers.append("Set-Cookie", await accessDeniedCookie().serialize("1"));
    throw redirect("/", { headers });
  }
  return user;
}
let deniedCache;
function accessDeniedCookie() {
  deniedCache ??= createCookie("__denied", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: 60,
    secrets: [sessionSecret()]
  });
  return deniedCache;
}
async function requireApiUser(request) {
  const user = await getUser(request);
  if (!user) throw data$1({ error: "Unauthorized" }, { status: 401 });
  return user;
}
async function requireApiAdmin(request) {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw data$1({ error: "You don't have permission to access this area." }, { status: 403 });
  return user;
}
async function destroySession(request) {
  const id2 = await readSessionId(request);
  if (id2) getDb().delete(sessions).where(eq(sessions.id, id2)).run();
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie().serialize("", { maxAge: 0 }));
  return headers;
}
async function logoutAndRedirect(request, to = "/login") {
  const headers = await destroySession(request);
  headers.append(
    "Set-Cookie",
    await setToastCookie({ title: "Success", description: "You have been signed out" })
  );
  return redirect(to, { headers });
}
const LOGIN_PATH = "/login";
const CALLBACK_PATH = "/auth/callback";
const SENT_MARK = `${LOGIN_PATH}?totp=sent`;
const FAILED_MARK = `${LOGIN_PATH}?totp=failed`;
function normalizeEmail(email) {
  return email.trim().toLowerCase();
}
function loginPath(redirectTo) {
  return redirectTo === "/" ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo })}`;
}
function signInCandidate(email) {
  const user = getDb().select().from(users$6).where(eq(users$6.email, email)).get();
  if (user) return user.status === "Active" ? { user } : null;
  if (allowedEmailDomain && email.endsWith(`@${allowedEmailDomain}`)) return { newStaff: true };
  return null;
}
function userForSignIn(email) {
  const candidate = signInCandidate(email);
  if (!candidate) return null;
  if ("user" in candidate) return candidate.user;
  const db = getDb();
  db.insert(users$6).values({ email, role: "User", status: "Active" }).onConflictDoNothing().run();
  const created = db.select().from(users$6).where(eq(users$6.email, email)).get();
  return created?.status === "Active" ? created : null;
}
function isPersonalized(email) {
  const candidate = signInCandidate(normalizeEmail(email));
  return !!candidate && "user" in candidate && greetingName(candidate.user) !== null;
}
async function sendTOTP({ email, code, magicLink, formData }) {
  const address = normalizeEmail(email);
  const candidate = signInCandidate(address);
  if (!candidate) return;
  storeLoginCode(address, code);
  const link = new URL(CALLBACK_PATH, appOrigin);
  link.search = new URL(magicLink).search;
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  if (redirectTo !== "/") link.searchParams.set("redirectTo", redirectTo);
  const greetName = "user" in candidate ? greetingName(candidate.user) : null;
  queueMail(loginMail({ to: address, greetName, link: link.toString(), code, minutes: LOGIN_CODE_TTL_MS / 6e4 }));
}
function fail(key) {
  throw new Error(key);
}
async function verify({ email, formData, request }) {
  const address = normalizeEmail(email);
  const url = new URL(request.url);
  const isLink = request.method === "GET";
  const presented = isLink ? codeFromLinkToken(url.searchParams.get("t"), totpSecret())?.code : formData?.get("code");
  if (typeof presented !== "string" || !presented) fail("invalid-code");
  const check = consumeLoginCode(address, presented);
  if (check === "invalid") fail("invalid-code");
  if (check === "too-many") fail("too-many-attempts");
  if (check !== "ok") fail(check);
  const user = userForSignIn(address);
  if (!user) fail("not-allowed");
  const { cookie } = await createSession(user.id);
  const redirectTo = safeRedirect(isLink ? url.searchParams.get("redirectTo") : formData?.get("redirectTo"));
  throw redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
}
const emailSchema = z.email();
let authCache;
function authenticator() {
  authCache ??= new Authenticator().use(
    new TOTPStrategy(
      {
        secret: totpSecret(),
        cookieOptions: { maxAge: LOGIN_CODE_TTL_MS / 1e3, ...secureCookies ? { secure: true } : {} },
        // The period is the code's whole life here; the cookie lives as long.
        totpGeneration: { period: LOGIN_CODE_TTL_MS / 1e3, charSet: CODE_CHARSET, digits: CODE_LENGTH },
        magicLinkPath: CALLBACK_PATH,
        // Keys, not wording: the cookie is client-editable (login-state.server.ts).
        customErrors: {
          requiredEmail: "required",
          invalidEmail: "invalid-email",
          invalidTotp: "invalid-code",
          expiredTotp: "expired",
          rateLimitExceeded: "too-many-attempts",
          missingSessionEmail: "other-browser",
          missingSessionTotp: "no-pending"
        },
        sendTOTP,
        validateEmail: async (email) => emailSchema.safeParse(email).success,
        emailSentRedirect: SENT_MARK,
        successRedirect: "/",
        failureRedirect: FAILED_MARK
      },
      verify
    )
  );
  return authCache;
}
async function runStrategy(request) {
  try {
    await authenticator().authenticate("TOTP", request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get("Location");
    const outcome = location === SENT_MARK ? "sent" : location === FAILED_MARK ? "failed" : "signed-in";
    return { outcome, response: thrown };
  }
  throw new Error("The TOTP strategy always answers with a redirect");
}
function strategyRequest(request, fields) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  headers.set("Cookie", totpCookieHeader(readTotpState(request)));
  return new Request(new URL(LOGIN_PATH, request.url), { method: "POST", headers, body: new URLSearchParams(fields) });
}
function cookiesOf(response, ...extra) {
  const headers = new Headers();
  for (const c of response?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", c);
  for (const c of extra) headers.append("Set-Cookie", c);
  return headers;
}
async function sendLink(request, email, redirectTo) {
  const address = email ? normalizeEmail(email) : readTotpState(request).email;
  if (!address) return { kind: "failed", headers: new Headers() };
  const limit = await takeLinkRequest(normalizeEmail(address), clientAddress(request));
  if (!limit.ok) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const fields = { redirectTo };
  if (email) fields.email = normalizeEmail(email);
  const { outcome, response } = await runStrategy(strategyRequest(request, fields));
  return { kind: outcome === "sent" ? "sent" : "failed", headers: cookiesOf(response) };
}
async function countFailure(email, address) {
  await recordFailedCode(email ?? null, address);
  if (!email) return null;
  const left = recordFailedAttempt(email);
  return left === 0 ? serializeTotpState({ email, error: "too-many-attempts" }) : null;
}
async function checkCode(request, strategyReq, redirectTo) {
  const state = readTotpState(request);
  const email = state.email ? normalizeEmail(state.email) : void 0;
  const address = clientAddress(request);
  const allowed = await codeAttemptsAllowed(email ?? null, address);
  if (!allowed.ok) {
    const cookie = serializeTotpState({ ...state, error: `wait:${allowed.retryAfterSeconds}` });
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, cookie) });
  }
  const { outcome, response } = await runStrategy(strategyReq);
  if (outcome === "signed-in") {
    if (email) await clearFailedCodes(email);
    return response;
  }
  const burnt = await countFailure(email, address);
  return redirect(loginPath(redirectTo), { headers: cookiesOf(response, ...burnt ? [burnt] : []) });
}
async function verifyTypedCode(request, code, redirectTo) {
  const state = readTotpState(request);
  if (!state.email || !state.totp) {
    const cookie = serializeTotpState({ email: state.email, error: "no-pending" });
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, cookie) });
  }
  return checkCode(request, strategyRequest(request, { code: normalizeCode(code), redirectTo }), redirectTo);
}
async function completeMagicLink(request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const state = readTotpState(request);
  if (!token || !state.email || !state.totp) {
    const link = codeFromLinkToken(token, totpSecret());
    const status = link ? codeStatus(link.code) : "invalid";
    const key = status === "live" ? "other-browser" : status === "invalid" ? "invalid-link" : status === "too-many" ? "too-many-attempts" : status;
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, serializeTotpState({ ...state, error: key })) });
  }
  const headers = new Headers({ Cookie: totpCookieHeader(state) });
  const strategyReq = new Request(new URL(`${CALLBACK_PATH}${url.search}`, url.origin), { headers });
  return checkCode(request, strategyReq, redirectTo);
}
function clearPendingLogin(redirectTo) {
  return redirect(loginPath(redirectTo), { headers: cookiesOf(null, serializeTotpState({})) });
}
function loginPageState(request) {
  const state = readTotpState(request);
  const headers = new Headers();
  if (state.error) headers.append("Set-Cookie", serializeTotpState({ ...state, error: void 0 }));
  return {
    sentTo: state.email && state.totp ? state.email : null,
    email: state.email ?? "",
    error: loginMessage(state.error),
    headers
  };
}
const meta$c = () => [{
  title: "Sign in | Signboard"
}];
async function loader$I({
  request
}) {
  if (await getUser(request)) throw redirect("/");
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const {
    headers,
    ...state
  } = loginPageState(request);
  return data$1({
    ...state,
    redirectTo
  }, {
    headers
  });
}
async function action$B({
  request
}) {
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const intent = formData.get("intent");
  if (intent === "start-over") return clearPendingLogin(redirectTo);
  if (intent === "resend") {
    const sent2 = await sendLink(request, null, redirectTo);
    if (sent2.kind === "sent") {
      return redirectWithToast(loginPath(redirectTo), {
        description: "New login link sent to your email"
      }, {
        headers: sent2.headers
      });
    }
    const reason = sent2.kind === "limited" ? rateLimitedLinkMessage(sent2.retryAfterSeconds) : "Please enter your email address again.";
    return redirectWithToast(loginPath(redirectTo), {
      title: "Failed to resend link",
      description: reason,
      variant: "destructive"
    }, {
      headers: sent2.kind === "failed" ? sent2.headers : void 0
    });
  }
  if (intent === "verify") {
    const submission2 = parseWithZod(formData, {
      schema: codeFormSchema
    });
    if (submission2.status !== "success") return data$1({
      form: "code",
      result: submission2.reply()
    }, {
      status: 400
    });
    return verifyTypedCode(request, submission2.value.code, redirectTo);
  }
  const submission = parseWithZod(formData, {
    schema: emailFormSchema
  });
  if (submission.status !== "success") return data$1({
    form: "email",
    result: submission.reply()
  }, {
    status: 400
  });
  const sent = await sendLink(request, submission.value.email, redirectTo);
  if (sent.kind === "limited") {
    const message = rateLimitedLinkMessage(sent.retryAfterSeconds);
    return data$1({
      form: "email",
      result: submission.reply({
        formErrors: [message]
      })
    }, {
      status: 429
    });
  }
  return redirect(loginPath(redirectTo), {
    headers: combineHeaders(sent.headers)
  });
}
const inputClass$1 = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-slate-900 focus:ring-1 focus:ring-slate-900 focus:outline-none";
const primaryButton = "w-full rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60";
const linkButton = "text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900";
function Alert({
  messages
}) {
  const shown = messages.filter(Boolean);
  if (shown.length === 0) return null;
  return /* @__PURE__ */ jsx("div", {
    role: "alert",
    className: "mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800",
    children: shown.map((m) => /* @__PURE__ */ jsx("p", {
      children: m
    }, m))
  });
}
const login = UNSAFE_withComponentProps(function Login() {
  const {
    sentTo,
    email,
    error,
    redirectTo
  } = useLoaderData();
  return /* @__PURE__ */ jsx("main", {
    className: "flex min-h-screen items-center justify-center bg-slate-50 p-6",
    children: /* @__PURE__ */ jsxs("div", {
      className: "w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm",
      children: [/* @__PURE__ */ jsxs("div", {
        className: "flex items-center gap-2",
        children: [/* @__PURE__ */ jsx("img", {
          src: "/favicon.svg",
          alt: "",
          className: "h-8 w-8"
        }), /* @__PURE__ */ jsx("span", {
          className: "text-lg font-semibold tracking-tight",
          children: "Signboard"
        })]
      }), sentTo ? /* @__PURE__ */ jsx(SentView, {
        sentTo,
        error,
        redirectTo
      }) : /* @__PURE__ */ jsx(EmailView, {
        email,
        error,
        redirectTo
      })]
    })
  });
});
function EmailView({
  email,
  error,
  redirectTo
}) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "request";
  const [form, fields] = useForm({
    id: "login-email",
    lastResult: actionData?.form === "email" ? actionData.result : void 0,
    defaultValue: {
      email
    },
    shouldValidate: "onSubmit",
    onValidate: ({
      formData
    }) => parseWithZod(formData, {
      schema: emailFormSchema
    })
  });
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx("h1", {
      className: "mt-6 text-2xl font-semibold",
      children: "Sign in"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-1 text-sm text-slate-600",
      children: "Enter your work email and we'll send you a sign-in link."
    }), /* @__PURE__ */ jsx(Alert, {
      messages: [error, ...form.errors ?? []]
    }), /* @__PURE__ */ jsxs(Form, {
      method: "post",
      ...getFormProps(form),
      noValidate: true,
      className: "mt-6 space-y-4",
      children: [/* @__PURE__ */ jsx("input", {
        type: "hidden",
        name: "intent",
        value: "request"
      }), /* @__PURE__ */ jsx("input", {
        type: "hidden",
        name: "redirectTo",
        value: redirectTo
      }), /* @__PURE__ */ jsxs("div", {
        children: [/* @__PURE__ */ jsx("label", {
          htmlFor: fields.email.id,
          className: "block text-sm font-medium",
          children: "Email"
        }), /* @__PURE__ */ createElement("input", {
          ...getInputProps(fields.email, {
            type: "email"
          }),
          key: fields.email.key,
          autoComplete: "email",
          placeholder: "you@company.com",
          className: inputClass$1
        }), fields.email.errors ? /* @__PURE__ */ jsx("p", {
          id: fields.email.errorId,
          className: "mt-1 text-sm text-red-700",
          children: fields.email.errors[0]
        }) : null]
      }), /* @__PURE__ */ jsx("button", {
        type: "submit",
        className: primaryButton,
        disabled: busy,
        children: busy ? "Sending..." : "Continue"
      })]
    })]
  });
}
function SentView({
  sentTo,
  error,
  redirectTo
}) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const pending2 = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: "login-code",
    lastResult: actionData?.form === "code" ? actionData.result : void 0,
    shouldValidate: "onSubmit",
    onValidate: ({
      formData
    }) => parseWithZod(formData, {
      schema: codeFormSchema
    })
  });
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx("h1", {
      className: "mt-6 text-2xl font-semibold",
      children: "We sent your link!"
    }), /* @__PURE__ */ jsxs("p", {
      className: "mt-2 text-sm text-slate-600",
      children: ["If ", /* @__PURE__ */ jsx("strong", {
        className: "font-medium text-slate-900",
        children: sentTo
      }), " belongs to a Signboard account, a sign-in link is on its way. Open it in this browser, or type the code from the same e-mail below. Both expire in 10 minutes and work once."]
    }), /* @__PURE__ */ jsx(Alert, {
      messages: [error, ...form.errors ?? []]
    }), /* @__PURE__ */ jsxs(Form, {
      method: "post",
      ...getFormProps(form),
      noValidate: true,
      className: "mt-6 space-y-4",
      children: [/* @__PURE__ */ jsx("input", {
        type: "hidden",
        name: "intent",
        value: "verify"
      }), /* @__PURE__ */ jsx("input", {
        type: "hidden",
        name: "redirectTo",
        value: redirectTo
      }), /* @__PURE__ */ jsxs("div", {
        children: [/* @__PURE__ */ jsx("label", {
          htmlFor: fields.code.id,
          className: "block text-sm font-medium",
          children: "Code"
        }), /* @__PURE__ */ createElement("input", {
          ...getInputProps(fields.code, {
            type: "text"
          }),
          key: fields.code.key,
          autoComplete: "one-time-code",
          autoCapitalize: "characters",
          spellCheck: false,
          placeholder: "ABC234",
          className: `${inputClass$1} font-mono tracking-widest uppercase`
        }), fields.code.errors ? /* @__PURE__ */ jsx("p", {
          id: fields.code.errorId,
          className: "mt-1 text-sm text-red-700",
          children: fields.code.errors[0]
        }) : null]
      }), /* @__PURE__ */ jsx("button", {
        type: "submit",
        className: primaryButton,
        disabled: pending2 === "verify",
        children: pending2 === "verify" ? "Signing in..." : "Sign in with code"
      })]
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-6 flex items-center justify-between gap-4",
      children: [/* @__PURE__ */ jsxs(Form, {
        method: "post",
        children: [/* @__PURE__ */ jsx("input", {
          type: "hidden",
          name: "intent",
          value: "resend"
        }), /* @__PURE__ */ jsx("input", {
          type: "hidden",
          name: "redirectTo",
          value: redirectTo
        }), /* @__PURE__ */ jsx("button", {
          type: "submit",
          className: linkButton,
          disabled: pending2 === "resend",
          children: pending2 === "resend" ? "Sending..." : "Resend link"
        })]
      }), /* @__PURE__ */ jsxs(Form, {
        method: "post",
        children: [/* @__PURE__ */ jsx("input", {
          type: "hidden",
          name: "intent",
          value: "start-over"
        }), /* @__PURE__ */ jsx("input", {
          type: "hidden",
          name: "redirectTo",
          value: redirectTo
        }), /* @__PURE__ */ jsx("button", {
          type: "submit",
          className: linkButton,
          children: "Use a different email"
        })]
      })]
    })]
  });
}
const route1 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$B,
  default: login,
  loader: loader$I,
  meta: meta$c
}, Symbol.toStringTag, { value: "Module" }));
const meta$b = () => [{
  title: "Signing you in... | Signboard"
}];
async function loader$H({
  request
}) {
  return completeMagicLink(request);
}
const auth_callback = UNSAFE_withComponentProps(function AuthCallback() {
  return /* @__PURE__ */ jsx("main", {
    className: "flex min-h-screen items-center justify-center",
    children: /* @__PURE__ */ jsx("p", {
      role: "status",
      className: "text-slate-600",
      children: "Signing you in..."
    })
  });
});
const route2 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: auth_callback,
  loader: loader$H,
  meta: meta$b
}, Symbol.toStringTag, { value: "Module" }));
function meta$a() {
  return [{
    title: "Welcome | Signboard"
  }];
}
const welcome = UNSAFE_withComponentProps(function Welcome() {
  return /* @__PURE__ */ jsx("main", {
    className: "flex min-h-screen items-center justify-center bg-slate-900 p-8 text-white",
    children: /* @__PURE__ */ jsxs("div", {
      className: "max-w-lg text-center",
      children: [/* @__PURE__ */ jsx("img", {
        src: "/favicon.svg",
        alt: "",
        className: "mx-auto h-14 w-14"
      }), /* @__PURE__ */ jsx("h1", {
        className: "mt-6 text-4xl font-semibold tracking-tight",
        children: "Welcome to Signboard"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-3 text-slate-300",
        children: "Quote signs and services for every brand, correct to the cent."
      }), /* @__PURE__ */ jsx(Link, {
        to: "/",
        className: "mt-8 inline-block rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-slate-900",
        children: "Access Dashboard"
      })]
    })
  });
});
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: welcome,
  meta: meta$a
}, Symbol.toStringTag, { value: "Module" }));
function jsonError(status, error, fields) {
  return data$1(fields ? { error, fields } : { error }, { status });
}
function fieldErrors(error) {
  const out = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
function assertSameOrigin(request) {
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    const own = new URL(request.url).origin;
    if (origin !== appOrigin && origin !== own) throw jsonError(403, "Cross-site request refused");
  } else if (origin === "null") {
    throw jsonError(403, "Cross-site request refused");
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") throw jsonError(403, "Cross-site request refused");
}
async function readJson(request, schema2) {
  assertSameOrigin(request);
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw jsonError(415, "Content-Type must be application/json");
  let body2;
  try {
    body2 = await request.json();
  } catch {
    throw jsonError(400, "Request body is not valid JSON");
  }
  const parsed = schema2.safeParse(body2);
  if (!parsed.success) throw jsonError(400, "Invalid request", fieldErrors(parsed.error));
  return parsed.data;
}
function readQuery(request, schema2) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema2.safeParse(params);
  if (!parsed.success) throw jsonError(400, "Invalid query", fieldErrors(parsed.error));
  return parsed.data;
}
function methodNotAllowed(allowed) {
  return data$1({ error: "Method not allowed" }, { status: 405, headers: { Allow: allowed.join(", ") } });
}
function getOnlyAction(guard) {
  return async ({ request }) => {
    await guard(request);
    return methodNotAllowed(["GET"]);
  };
}
async function action$A({
  request
}) {
  assertSameOrigin(request);
  return logoutAndRedirect(request);
}
function loader$G() {
  return redirect("/");
}
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$A,
  loader: loader$G
}, Symbol.toStringTag, { value: "Module" }));
const meta$9 = () => [{
  title: "Dev outbox | Signboard"
}];
function loader$F() {
  if (!devOutboxEnabled) throw data$1(null, {
    status: 404
  });
  const messages = recentOutbox(50).map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    sentAt: new Date(m.createdAt).toISOString()
  }));
  return {
    messages
  };
}
function Linkified({
  text: text2
}) {
  const parts = text2.split(/(https?:\/\/[^\s<>"]+)/g);
  return /* @__PURE__ */ jsx(Fragment, {
    children: parts.map((part, i) => i % 2 === 1 ? /* @__PURE__ */ jsx("a", {
      href: part,
      className: "break-all text-blue-700 underline",
      children: part
    }, i) : /* @__PURE__ */ jsx("span", {
      children: part
    }, i))
  });
}
const dev_outbox = UNSAFE_withComponentProps(function DevOutbox() {
  const {
    messages
  } = useLoaderData();
  return /* @__PURE__ */ jsxs("main", {
    className: "mx-auto max-w-3xl p-8",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-2xl font-semibold",
      children: "Dev outbox"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-1 text-sm text-slate-600",
      children: "Mail sent while no SMTP server is configured (SMTP_URL unset), newest first. Not available in production."
    }), messages.length === 0 ? /* @__PURE__ */ jsx("p", {
      className: "mt-8 text-slate-500",
      children: "No messages yet."
    }) : /* @__PURE__ */ jsx("ol", {
      className: "mt-6 space-y-4",
      children: messages.map((m) => /* @__PURE__ */ jsxs("li", {
        className: "rounded-md border border-slate-200 p-4",
        children: [/* @__PURE__ */ jsxs("p", {
          className: "text-sm",
          children: [/* @__PURE__ */ jsx("span", {
            className: "font-medium",
            children: "To:"
          }), " ", m.to]
        }), /* @__PURE__ */ jsxs("p", {
          className: "text-sm",
          children: [/* @__PURE__ */ jsx("span", {
            className: "font-medium",
            children: "Subject:"
          }), " ", m.subject]
        }), /* @__PURE__ */ jsx("p", {
          className: "text-xs text-slate-500",
          children: /* @__PURE__ */ jsxs("time", {
            dateTime: m.sentAt,
            children: [m.sentAt.replace("T", " ").slice(0, 19), " UTC"]
          })
        }), /* @__PURE__ */ jsx("pre", {
          className: "mt-3 font-sans text-sm whitespace-pre-wrap",
          children: /* @__PURE__ */ jsx(Linkified, {
            text: m.text
          })
        })]
      }, m.id))
    })]
  });
});
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: dev_outbox,
  loader: loader$F,
  meta: meta$9
}, Symbol.toStringTag, { value: "Module" }));
function useDetailsMenu() {
  const ref = useRef(null);
  useEffect(() => {
    const close = (event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !el.contains(event.target)) el.open = false;
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return ref;
}
const SIDEBAR_BRANDS = [
  { slug: "carls-jr", name: "Carl's Jr" },
  { slug: "daves-hot-chicken", name: "Dave's Hot Chicken" },
  { slug: "el-pollo-loco", name: "El Pollo Loco" },
  { slug: "skechers", name: "Skechers" },
  { slug: "wendys", name: "Wendy's" }
];
const BRAND_LIST_PAGES = {
  "daves-hot-chicken": { brandSlug: "dhc", defaultProposalNo: "DHCP-001", title: "Dave's Hot Chicken" },
  skechers: { brandSlug: "skx", defaultProposalNo: "SKXP-001", title: "Skechers" }
};
const DEFAULT_BRAND_SLUG = "tbd";
function titleCaseSlug(slug2) {
  return slug2.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join(" ");
}
function comingSoonName(slug2) {
  if (!slug2) return "This brand";
  return SIDEBAR_BRANDS.find((b) => b.slug === slug2)?.name ?? titleCaseSlug(slug2);
}
function knownName(p) {
  return p?.fullName?.trim() || [p?.firstName, p?.lastName].filter(Boolean).join(" ").trim() || null;
}
function displayName(p) {
  return knownName(p) ?? "User";
}
function displayTitle(p) {
  return p?.jobTitle?.trim() || p?.role?.trim() || "Employee";
}
function initials(name) {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "UN";
  const letters = words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words[words.length - 1][0];
  return letters.toUpperCase();
}
function Avatar({ name, image, size = 32 }) {
  const style = { width: size, height: size };
  const [broken, setBroken] = useState(null);
  const ref = useRef(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && image) setBroken(image);
  }, [image]);
  if (image && broken !== image) {
    return /* @__PURE__ */ jsx(
      "img",
      {
        ref,
        src: image,
        alt: "",
        style,
        onError: () => setBroken(image),
        className: "shrink-0 rounded-full object-cover"
      }
    );
  }
  return /* @__PURE__ */ jsx(
    "span",
    {
      style,
      "aria-hidden": "true",
      className: "inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700",
      children: initials(name)
    }
  );
}
const ICONS = {
  home: "m2.25 12 8.954-8.955c.44-.439 1.152-.439 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25",
  brand: "M13.5 21v-7.5a.75.75 0 0 1 .75-.75h3a.75.75 0 0 1 .75.75V21m-4.5 0H2.36m11.14 0H18m0 0h3.64m-1.39 0V9.349M3.75 21V9.349m0 0a3.004 3.004 0 0 0 3.75-.615A2.993 2.993 0 0 0 9.75 9.75c.896 0 1.7-.393 2.25-1.016a2.993 2.993 0 0 0 2.25 1.016c.896 0 1.7-.393 2.25-1.015a3.001 3.001 0 0 0 3.75.614m-16.5 0a3.004 3.004 0 0 1-.621-4.72l1.189-1.19A1.5 1.5 0 0 1 5.378 3h13.243a1.5 1.5 0 0 1 1.06.44l1.19 1.189a3 3 0 0 1-.621 4.72M6.75 18h3.75a.75.75 0 0 0 .75-.75V13.5a.75.75 0 0 0-.75-.75H6.75a.75.75 0 0 0-.75.75v3.75c0 .414.336.75.75.75Z",
  data: "M20.25 6.375c0 2.278-3.694 4.125-8.25 4.125S3.75 8.653 3.75 6.375m16.5 0c0-2.278-3.694-4.125-8.25-4.125S3.75 4.097 3.75 6.375m16.5 0v11.25c0 2.278-3.694 4.125-8.25 4.125s-8.25-1.847-8.25-4.125V6.375m16.5 0v3.75m-16.5-3.75v3.75m16.5 0v3.75C20.25 16.153 16.556 18 12 18s-8.25-1.847-8.25-4.125v-3.75m16.5 0c0 2.278-3.694 4.125-8.25 4.125s-8.25-1.847-8.25-4.125",
  users: "M15 19.128a9.38 9.38 0 0 0 2.625.372 9.337 9.337 0 0 0 4.121-.952 4.125 4.125 0 0 0-7.533-2.493M15 19.128v-.003c0-1.113-.285-2.16-.786-3.07M15 19.128v.106A12.318 12.318 0 0 1 8.624 21c-2.331 0-4.512-.645-6.374-1.766l-.001-.109a6.375 6.375 0 0 1 11.964-3.07M12 6.375a3.375 3.375 0 1 1-6.75 0 3.375 3.375 0 0 1 6.75 0Zm8.25 2.25a2.625 2.625 0 1 1-5.25 0 2.625 2.625 0 0 1 5.25 0Z",
  chevrons: "M8.25 15 12 18.75 15.75 15m-7.5-6L12 5.25 15.75 9"
};
function Icon({ name, className = "h-5 w-5" }) {
  return /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.5, className: `shrink-0 ${className}`, children: /* @__PURE__ */ jsx("path", { strokeLinecap: "round", strokeLinejoin: "round", d: ICONS[name] }) });
}
const itemClass = (isActive) => `flex items-center gap-3 rounded-md px-3 py-2 text-sm -outline-offset-2 ${isActive ? "bg-white/10 font-medium text-white" : "text-slate-300 hover:bg-sidebar-hover hover:text-white"}`;
function Item({ to, label, icon }) {
  return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(NavLink, { to, className: ({ isActive }) => itemClass(isActive), children: [
    /* @__PURE__ */ jsx(Icon, { name: icon }),
    label
  ] }) });
}
function HomeItem() {
  const { pathname } = useLocation();
  const active = pathname === "/" || pathname === "/jobs" || pathname.startsWith("/job/");
  return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, { to: "/", "aria-current": active ? "page" : void 0, className: itemClass(active), children: [
    /* @__PURE__ */ jsx(Icon, { name: "home" }),
    "Home"
  ] }) });
}
function ProfileMenu({ profile }) {
  const ref = useDetailsMenu();
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key, ref]);
  return /* @__PURE__ */ jsxs("details", { ref, className: "group relative border-t border-white/10", children: [
    /* @__PURE__ */ jsxs("summary", { className: "flex cursor-pointer list-none items-center gap-3 px-4 py-4 group-open:bg-sidebar-hover hover:bg-sidebar-hover [&::-webkit-details-marker]:hidden", children: [
      /* @__PURE__ */ jsx(Avatar, { name: profile.avatarName, image: profile.image, size: 36 }),
      /* @__PURE__ */ jsxs("span", { className: "min-w-0 flex-1", children: [
        /* @__PURE__ */ jsx("span", { className: "block truncate text-sm font-medium", children: profile.name }),
        /* @__PURE__ */ jsx("span", { className: "block truncate text-xs text-slate-400", children: profile.title })
      ] }),
      /* @__PURE__ */ jsx(Icon, { name: "chevrons", className: "h-4 w-4 text-slate-400" })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "absolute right-3 bottom-full left-3 mb-2 rounded-md border border-slate-200 bg-white py-2 text-slate-900 shadow-lg", children: [
      /* @__PURE__ */ jsxs("div", { className: "px-4 pb-2", children: [
        /* @__PURE__ */ jsx("p", { className: "truncate text-sm font-medium", children: profile.name }),
        /* @__PURE__ */ jsx("p", { className: "truncate text-xs text-slate-500", children: profile.email })
      ] }),
      /* @__PURE__ */ jsx(Form, { method: "post", action: "/logout", className: "border-t border-slate-100 pt-1", children: /* @__PURE__ */ jsx("button", { type: "submit", className: "w-full px-4 py-2 text-left text-sm hover:bg-slate-50", children: "Log out" }) })
    ] })
  ] });
}
function Sidebar({ profile }) {
  return /* @__PURE__ */ jsxs("aside", { className: "sticky top-0 flex h-screen w-[260px] shrink-0 flex-col bg-sidebar text-white", children: [
    /* @__PURE__ */ jsxs(Link, { to: "/", className: "flex items-center gap-2 px-5 py-5", children: [
      /* @__PURE__ */ jsx("img", { src: "/favicon.svg", alt: "", className: "h-8 w-8" }),
      /* @__PURE__ */ jsx("span", { className: "text-lg font-semibold tracking-tight", children: "Signboard" })
    ] }),
    /* @__PURE__ */ jsxs("nav", { "aria-label": "Main", className: "flex-1 overflow-y-auto px-3", children: [
      /* @__PURE__ */ jsx("ul", { className: "space-y-1", children: /* @__PURE__ */ jsx(HomeItem, {}) }),
      /* @__PURE__ */ jsx("p", { className: "mt-6 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase", children: "Brands" }),
      /* @__PURE__ */ jsx("ul", { className: "mt-2 space-y-1", children: SIDEBAR_BRANDS.map((b) => /* @__PURE__ */ jsx(Item, { to: `/coming-soon/${b.slug}`, label: b.name, icon: "brand" }, b.slug)) }),
      profile.isAdmin ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("p", { className: "mt-6 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase", children: "Admin" }),
        /* @__PURE__ */ jsxs("ul", { className: "mt-2 space-y-1", children: [
          /* @__PURE__ */ jsx(Item, { to: "/data", label: "Data", icon: "data" }),
          /* @__PURE__ */ jsx(Item, { to: "/users", label: "Users", icon: "users" })
        ] })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx(ProfileMenu, { profile })
  ] });
}
function AccessDenied() {
  return /* @__PURE__ */ jsx("div", { className: "flex min-h-[70vh] items-center justify-center p-8", children: /* @__PURE__ */ jsxs("div", { className: "max-w-md text-center", children: [
    /* @__PURE__ */ jsx("h1", { className: "text-2xl font-semibold", children: "Access Denied" }),
    /* @__PURE__ */ jsx("p", { className: "mt-2 text-slate-600", children: "You don't have permission to access this area." }),
    /* @__PURE__ */ jsx(Link, { to: "/", className: "mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white", children: "Return to Home" })
  ] }) });
}
async function loader$E({
  request
}) {
  const user = await requireUser(request);
  const denied = await accessDeniedCookie().parse(request.headers.get("Cookie")) === "1";
  const headers = new Headers();
  if (denied) headers.append("Set-Cookie", await accessDeniedCookie().serialize("", {
    maxAge: 0
  }));
  return data$1({
    accessDenied: denied,
    profile: {
      name: displayName(user),
      // The avatar falls back to 'UN' like every other avatar, not to the initials of 'User'.
      avatarName: knownName(user),
      title: displayTitle(user),
      email: user.email,
      image: user.userImage,
      isAdmin: isAdmin(user)
    }
  }, {
    headers
  });
}
const appLayout = UNSAFE_withComponentProps(function AppLayout() {
  const {
    profile,
    accessDenied
  } = useLoaderData();
  return /* @__PURE__ */ jsxs("div", {
    className: "flex min-h-screen min-w-[1512px]",
    children: [/* @__PURE__ */ jsx(Sidebar, {
      profile
    }), /* @__PURE__ */ jsx("main", {
      className: "min-w-0 flex-1 bg-white",
      children: accessDenied ? /* @__PURE__ */ jsx(AccessDenied, {}) : /* @__PURE__ */ jsx(Outlet, {})
    })]
  });
});
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: appLayout,
  loader: loader$E
}, Symbol.toStringTag, { value: "Module" }));
function jobHref(job2) {
  return `/job/${encodeURIComponent(job2.brandSlug)}/${encodeURIComponent(job2.jobNumber)}`;
}
function Person({ person: person2 }) {
  return /* @__PURE__ */ jsxs("div", { className: "flex items-center gap-3", children: [
    /* @__PURE__ */ jsx(Avatar, { name: person2?.name, image: person2?.image }),
    /* @__PURE__ */ jsxs("div", { className: "min-w-0", children: [
      /* @__PURE__ */ jsx("p", { className: "truncate text-sm font-medium text-slate-900", children: person2?.name || "—" }),
      /* @__PURE__ */ jsx("p", { className: "truncate text-xs text-slate-500", children: person2?.role ?? "" })
    ] })
  ] });
}
function SelectCell({ job: job2, rowNumber }) {
  return /* @__PURE__ */ jsxs("td", { className: "relative w-14 px-4 py-4 text-center", children: [
    /* @__PURE__ */ jsx(
      "span",
      {
        "aria-hidden": "true",
        className: "text-sm text-slate-500 tabular-nums group-focus-within:invisible group-hover:invisible group-has-[:checked]:invisible",
        children: rowNumber
      }
    ),
    /* @__PURE__ */ jsx(
      "input",
      {
        type: "checkbox",
        name: "jobId",
        value: job2.id,
        "aria-label": `Select ${job2.jobName}`,
        className: "absolute inset-0 m-auto h-4 w-4 cursor-pointer opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 checked:opacity-100"
      }
    )
  ] });
}
const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
function JobsTable({ jobs: jobs2, firstRowNumber, busy }) {
  return /* @__PURE__ */ jsxs("table", { className: "w-full table-fixed border-collapse", "aria-busy": busy || void 0, children: [
    /* @__PURE__ */ jsx("thead", { className: "border-b border-slate-200 bg-slate-50", children: /* @__PURE__ */ jsxs("tr", { children: [
      /* @__PURE__ */ jsxs("th", { scope: "col", className: `${th} w-14 text-center`, children: [
        /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Select" }),
        /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "#" })
      ] }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: `${th} w-[30%]`, children: "Job Name" }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: th, children: "Proposal No." }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: th, children: "Date" }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: th, children: "Creator" }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: th, children: "Project Manager" })
    ] }) }),
    /* @__PURE__ */ jsx("tbody", { className: busy ? "opacity-50 transition-opacity" : void 0, children: jobs2.length === 0 ? /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsx("td", { colSpan: 6, className: "px-4 py-16 text-center text-sm text-slate-500", children: "No jobs yet" }) }) : jobs2.map((job2, i) => /* @__PURE__ */ jsxs("tr", { className: "group border-b border-slate-100 hover:bg-slate-50 focus-within:bg-slate-50", children: [
      /* @__PURE__ */ jsx(SelectCell, { job: job2, rowNumber: firstRowNumber + i }),
      /* @__PURE__ */ jsxs("td", { className: "px-4 py-4", children: [
        /* @__PURE__ */ jsx(
          Link,
          {
            to: jobHref(job2),
            title: job2.jobName,
            className: "block truncate font-medium text-slate-900 hover:text-brand hover:underline",
            children: job2.jobName
          }
        ),
        /* @__PURE__ */ jsxs("p", { className: "truncate text-xs text-slate-500", children: [
          job2.clientName,
          " ",
          /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "·" }),
          " ",
          job2.jobNumber
        ] })
      ] }),
      /* @__PURE__ */ jsx("td", { className: "px-4 py-4 text-sm text-slate-700", children: job2.proposalNo }),
      /* @__PURE__ */ jsx("td", { className: "px-4 py-4 text-sm whitespace-nowrap text-slate-700", children: /* @__PURE__ */ jsx("time", { dateTime: new Date(job2.createdAt).toISOString(), children: job2.dateLabel }) }),
      /* @__PURE__ */ jsx("td", { className: "px-4 py-4", children: /* @__PURE__ */ jsx(Person, { person: job2.creator }) }),
      /* @__PURE__ */ jsx("td", { className: "px-4 py-4", children: /* @__PURE__ */ jsx(Person, { person: job2.projectManager }) })
    ] }, job2.id)) })
  ] });
}
function pageHref(location, page) {
  const params = new URLSearchParams(location.search);
  if (page > 0) params.set("page", String(page));
  else params.delete("page");
  const qs = params.toString();
  return qs ? `${location.pathname}?${qs}` : location.pathname;
}
const pagerButton = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";
const pagerDisabled = "rounded-md border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-300";
function Pager({ list }) {
  const location = useLocation();
  const hasPrev = list.page > 0;
  const hasNext = list.page < list.pageCount - 1;
  return /* @__PURE__ */ jsxs("nav", { "aria-label": "Pages", className: "flex items-center gap-3", children: [
    hasPrev ? /* @__PURE__ */ jsx(Link, { to: pageHref(location, list.page - 1), rel: "prev", className: pagerButton, children: "Previous" }) : /* @__PURE__ */ jsx("span", { "aria-disabled": "true", className: pagerDisabled, children: "Previous" }),
    /* @__PURE__ */ jsx("span", { className: "text-sm text-slate-600", children: `Page ${list.page + 1} of ${list.pageCount}` }),
    hasNext ? /* @__PURE__ */ jsx(Link, { to: pageHref(location, list.page + 1), rel: "next", className: pagerButton, children: "Next" }) : /* @__PURE__ */ jsx("span", { "aria-disabled": "true", className: pagerDisabled, children: "Next" })
  ] });
}
function JobsScreen({ title, list }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingJobs = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const first = list.total === 0 ? 0 : list.page * list.pageSize + 1;
  const last = Math.min((list.page + 1) * list.pageSize, list.total);
  return /* @__PURE__ */ jsxs("div", { className: "px-8 py-6", children: [
    /* @__PURE__ */ jsxs("header", { className: "flex items-center justify-between", children: [
      /* @__PURE__ */ jsx("h1", { className: "text-2xl font-semibold", children: title }),
      /* @__PURE__ */ jsx(
        Link,
        {
          to: "/job/new",
          className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700",
          children: "New Job"
        }
      )
    ] }),
    /* @__PURE__ */ jsx("nav", { "aria-label": "Job status", className: "mt-4 border-b border-slate-200", children: /* @__PURE__ */ jsx(
      Link,
      {
        to: location.pathname,
        "aria-current": "page",
        className: "-mb-px inline-block border-b-2 border-slate-900 px-3 py-2 text-sm font-medium text-slate-900",
        children: "All"
      }
    ) }),
    /* @__PURE__ */ jsx("div", { className: "mt-4 overflow-hidden rounded-lg border border-slate-200", children: /* @__PURE__ */ jsx(JobsTable, { jobs: list.jobs, firstRowNumber: list.page * list.pageSize + 1, busy: loadingJobs }) }),
    /* @__PURE__ */ jsxs("footer", { className: "mt-4 flex items-center justify-between text-sm text-slate-600", children: [
      /* @__PURE__ */ jsxs("div", { className: "flex items-center gap-4", children: [
        /* @__PURE__ */ jsx("p", { children: `Showing ${first}-${last} of ${list.total} Jobs` }),
        /* @__PURE__ */ jsx("p", { children: `${list.pageSize} Jobs per page` }),
        loadingJobs ? /* @__PURE__ */ jsx("p", { role: "status", className: "font-medium text-slate-900", children: "Loading jobs..." }) : null
      ] }),
      list.total > list.pageSize ? /* @__PURE__ */ jsx(Pager, { list }) : null
    ] })
  ] });
}
function formatListDate(ms) {
  return format(ms, "MMM do, yyyy");
}
function formatUpdated(ms) {
  return format(ms, "MMM do, h:mm aaa");
}
const usd$1 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
function formatCents(cents) {
  return usd$1.format(cents / 100);
}
function centsToInput(cents) {
  return (cents / 100).toFixed(2);
}
function parseMoneyToCents(input) {
  if (input === null || input === void 0) return null;
  const text2 = String(input).replace(/[$,\s]/g, "");
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text2)) return null;
  const cents = Math.round(Number(text2) * 100 + (Number(text2) >= 0 ? 1e-9 : -1e-9));
  return Number.isSafeInteger(cents) ? cents : null;
}
const PHONE_MAX_DIGITS = 10;
function phoneDigits(input) {
  return (input ?? "").replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}
function formatPhone(input) {
  const d = phoneDigits(input);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
function displayPhone(stored) {
  const d = (stored ?? "").replace(/\D/g, "");
  return d.length === PHONE_MAX_DIGITS ? formatPhone(d) : stored ?? "";
}
const named = z.object({ name: z.string().max(200) });
const addressSuggestionSchema = z.object({
  id: z.string().max(300),
  name: z.string().max(300),
  full_address: z.string().max(500),
  mapbox_id: z.string().max(300).nullish().transform((v) => v ?? null),
  address: z.string().max(300).optional(),
  context: z.object({
    place: named.optional(),
    region: named.extend({ region_code: z.string().max(20).optional() }).optional(),
    postcode: named.optional(),
    country: named.extend({ country_code: z.string().max(10).optional() }).optional()
  }).default({}),
  source: z.enum(["mapbox", "local", "manual"]).default("local"),
  manual: z.boolean().optional()
});
function parseSuggestionJson(text2) {
  if (!text2) return null;
  try {
    const parsed = addressSuggestionSchema.safeParse(JSON.parse(text2));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
const clean$1 = (s) => (s ?? "").replace(/\s+/g, " ").trim();
function formatAddress(a) {
  const stateZip = [clean$1(a.state), clean$1(a.zipCode)].filter(Boolean).join(" ");
  return [clean$1(a.street), clean$1(a.city), stateZip, clean$1(a.country)].filter(Boolean).join(", ");
}
const COUNTRIES = {
  "united states": "United States",
  "united states of america": "United States",
  usa: "United States",
  "u.s.a.": "United States",
  us: "United States",
  "u.s.": "United States",
  canada: "Canada",
  mexico: "Mexico",
  méxico: "Mexico"
};
const STATE_ZIP = /^([A-Za-z][A-Za-z .]*?)\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const ZIP_ONLY = /^(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const STATE_CODE = /^[A-Za-z]{2}$/;
function parseTypedAddress(text2) {
  const out = { street: "", city: "", state: "", zipCode: "", country: "" };
  const parts = clean$1(text2).split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return out;
  const rest = [...parts];
  const maybeCountry = COUNTRIES[rest[rest.length - 1].toLowerCase()];
  if (maybeCountry && rest.length > 1) {
    out.country = maybeCountry;
    rest.pop();
  }
  const last = rest[rest.length - 1];
  let m;
  if (rest.length > 1 && (m = last.match(STATE_ZIP))) {
    out.state = m[1].trim();
    out.zipCode = m[2].toUpperCase();
    rest.pop();
  } else if (rest.length > 1 && ZIP_ONLY.test(last)) {
    out.zipCode = last.toUpperCase();
    rest.pop();
  } else if (rest.length > 2 && STATE_CODE.test(last)) {
    out.state = last.toUpperCase();
    rest.pop();
  } else {
    return { street: parts.join(", "), city: "", state: "", zipCode: "", country: "" };
  }
  if (rest.length === 1) {
    if (/^\d/.test(rest[0])) out.street = rest[0];
    else out.city = rest[0];
  } else {
    out.city = rest.pop();
    out.street = rest.join(", ");
  }
  return out;
}
function addressFromSuggestion(s) {
  if (s.manual) return parseTypedAddress(s.full_address || s.name);
  const c = s.context ?? {};
  const hasContext = Boolean(c.place || c.region || c.postcode || c.country);
  if (!hasContext) return parseTypedAddress(s.full_address || s.name);
  return {
    street: clean$1(s.address ?? s.name),
    city: clean$1(c.place?.name),
    state: clean$1(c.region?.region_code || c.region?.name),
    zipCode: clean$1(c.postcode?.name),
    country: clean$1(c.country?.name)
  };
}
function suggestionFromAddress(a, id2) {
  const context = {};
  if (clean$1(a.city)) context.place = { name: clean$1(a.city) };
  if (clean$1(a.state)) {
    const state = clean$1(a.state);
    context.region = STATE_CODE.test(state) ? { name: state, region_code: state.toUpperCase() } : { name: state };
  }
  if (clean$1(a.zipCode)) context.postcode = { name: clean$1(a.zipCode) };
  if (clean$1(a.country)) context.country = { name: clean$1(a.country) };
  const street = clean$1(a.street);
  return {
    id: id2,
    name: street || formatAddress(a),
    full_address: formatAddress(a),
    mapbox_id: null,
    // No street line: the name shows the whole address, the street stays empty.
    ...street ? {} : { address: "" },
    context,
    source: "local"
  };
}
function asTypedSuggestion(query2) {
  const text2 = clean$1(query2);
  return { id: `manual:${text2}`, name: text2, full_address: text2, mapbox_id: null, context: {}, source: "manual", manual: true };
}
const SUITE = /(?:^|[\s,])((?:suite|ste|unit|apt|apartment)(?:\.?\s*#\s*|\.\s*|\s+)([A-Za-z0-9][A-Za-z0-9-]*)|#\s*([A-Za-z0-9][A-Za-z0-9-]*))(?=$|[\s,])/i;
function suiteFragment(typed) {
  const m = clean$1(typed).match(SUITE);
  if (!m) return "";
  const value = m[2] ?? m[3] ?? "";
  if (!/\d/.test(value) && value.length > 2) return "";
  return m[1].trim();
}
function suiteValue(fragment) {
  return (fragment.match(/([A-Za-z0-9][A-Za-z0-9-]*)$/)?.[1] ?? "").toLowerCase();
}
function withSuite(s, fragment) {
  const frag = clean$1(fragment);
  if (!frag || s.manual) return s;
  const has = (text2) => {
    if (!text2) return false;
    if (text2.toLowerCase().includes(frag.toLowerCase())) return true;
    const own = suiteFragment(text2);
    return own !== "" && suiteValue(own) === suiteValue(frag);
  };
  if (has(s.name) || has(s.full_address) || has(s.address)) return s;
  const line = s.address || s.name;
  const newLine = `${line} ${frag}`;
  const full = s.full_address.startsWith(line) ? newLine + s.full_address.slice(line.length) : s.full_address.replace(/^([^,]*)/, (first) => `${first} ${frag}`);
  return {
    ...s,
    ...s.address ? { address: newLine } : { name: newLine },
    full_address: s.full_address ? full : newLine
  };
}
function fromMapboxSuggestion(raw) {
  if (!raw || typeof raw !== "object") return null;
  const r = raw;
  const str2 = (v) => typeof v === "string" ? v.trim() : "";
  const obj = (v) => v && typeof v === "object" ? v : void 0;
  const mapboxId = str2(r.mapbox_id);
  const name = str2(r.name);
  if (!mapboxId || !name) return null;
  const ctx = obj(r.context) ?? {};
  const context = {};
  const place = str2(obj(ctx.place)?.name);
  if (place) context.place = { name: place };
  const region = obj(ctx.region);
  if (str2(region?.name)) {
    context.region = { name: str2(region?.name) };
    if (str2(region?.region_code)) context.region.region_code = str2(region?.region_code);
  }
  const postcode = str2(obj(ctx.postcode)?.name);
  if (postcode) context.postcode = { name: postcode };
  const country = obj(ctx.country);
  if (str2(country?.name)) {
    context.country = { name: str2(country?.name) };
    if (str2(country?.country_code)) context.country.country_code = str2(country?.country_code).toUpperCase();
  }
  const street = str2(r.address);
  const full = str2(r.full_address) || [name, str2(r.place_formatted)].filter(Boolean).join(", ");
  return {
    id: mapboxId,
    name,
    full_address: full,
    mapbox_id: mapboxId,
    ...street && street !== name ? { address: street } : {},
    context,
    source: "mapbox"
  };
}
const TAX_TYPES = ["percentage", "amount"];
const DEFAULT_JOB_NAME = "New Job";
const DEFAULT_JOB_NUMBER = "TBD";
const DEFAULT_CLIENT_NAME = "Client Name";
const MESSAGES = {
  completeJobInfo: "Please complete job information first",
  completeClientInfo: "Please complete client information first",
  createFailed: "Failed to create job",
  jobName: "Please enter a job name",
  jobNumber: "Please enter a job number",
  jobNumberChars: "Job number may use letters, numbers, spaces, dots, dashes and underscores",
  brand: "Please select a brand",
  manager: "Please select a project manager",
  terms: "Please choose payment terms from the list",
  taxPercentage: "Tax percentage must be a number from 0 to 100 in steps of 0.01",
  taxAmount: "Tax amount must be a number of dollars of 0 or more",
  taxBoth: "Send a tax percentage or a fixed amount, not both",
  clientName: "Please enter a client name",
  phone: "Phone number must have at most 10 digits",
  phoneChars: "Phone number may use digits only",
  email: "Please enter a valid email address"
};
const text = (max2, required2) => z.string(required2 ? { message: required2 } : void 0).overwrite((v) => v.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/[\u202a-\u202e\u2066-\u2069]/g, "")).trim().max(max2, `At most ${max2} characters`);
const optionalText = (max2) => text(max2).optional().transform((v) => v || void 0);
const id$2 = (message) => z.coerce.number({ message }).int(message).positive(message);
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const decimalOnly = (v) => typeof v === "string" ? DECIMAL.test(v.trim()) ? v.trim() : Number.NaN : v;
const taxPercentageField = z.preprocess(decimalOnly, z.coerce.number({ message: MESSAGES.taxPercentage })).refine((n) => n >= 0 && n <= 100 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, MESSAGES.taxPercentage).transform((n) => Math.round(n * 100));
const taxAmountField = z.preprocess(
  (v) => decimalOnly(typeof v === "string" ? v.trim().replace(/[$,]/g, "") : v),
  z.coerce.number({ message: MESSAGES.taxAmount }).min(0, MESSAGES.taxAmount).max(1e9, MESSAGES.taxAmount)
).transform((n) => parseMoneyToCents(n) ?? Math.round(n * 100));
const jobInfoSchema = z.object({
  jobName: text(200, MESSAGES.jobName).min(1, { message: MESSAGES.jobName, abort: true }).refine((v) => v !== DEFAULT_JOB_NAME && v !== `${DEFAULT_JOB_NAME} (${DEFAULT_JOB_NUMBER})`, MESSAGES.jobName),
  jobNumber: text(50, MESSAGES.jobNumber).min(1, { message: MESSAGES.jobNumber, abort: true }).regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { message: MESSAGES.jobNumberChars, abort: true }).refine((v) => v.toUpperCase() !== DEFAULT_JOB_NUMBER, MESSAGES.jobNumber),
  location: optionalText(300),
  parsedJobLocation: optionalText(4e3),
  // JSON of a chosen address suggestion
  brandId: id$2(MESSAGES.brand),
  managerId: id$2(MESSAGES.manager).optional(),
  jobTerms: z.enum(PAYMENT_TERMS, { message: MESSAGES.terms }).optional(),
  taxType: z.enum(TAX_TYPES).default("percentage"),
  taxPercentage: taxPercentageField.optional(),
  taxAmount: taxAmountField.optional()
}).transform(({ taxType, taxPercentage, taxAmount, ...rest }) => ({
  ...rest,
  // Exactly one of the two is kept, the one the person chose.
  taxPercentage: taxType === "percentage" ? taxPercentage ?? 0 : null,
  taxAmount: taxType === "amount" ? taxAmount ?? 0 : null
}));
const JOB_INFO_FIELDS = [
  "jobName",
  "jobNumber",
  "location",
  "parsedJobLocation",
  "brandId",
  "managerId",
  "jobTerms",
  "taxType",
  "taxPercentage",
  "taxAmount"
];
const CLIENT_INFO_FIELDS = [
  "clientName",
  "clientAddress",
  "parsedClientAddress",
  "contactName",
  "contactPhone",
  "contactTitle",
  "contactEmail",
  "existingClientId",
  "existingClientAddressId",
  "existingContactId"
];
function jobFormValues(formData) {
  const out = {};
  for (const name of [...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]) {
    const v = formData.get(name);
    if (typeof v === "string" && v !== "") out[name] = v.slice(0, 4e3);
  }
  return out;
}
function jobInfoIncomplete(values) {
  const name = (values.jobName ?? "").trim();
  return name === "" || name === DEFAULT_JOB_NAME;
}
function clientInfoIncomplete(values) {
  const name = (values.clientName ?? "").trim();
  return name === "" || name === DEFAULT_CLIENT_NAME;
}
const clientInfoSchema = z.object({
  clientName: text(200, MESSAGES.clientName).min(1, { message: MESSAGES.clientName, abort: true }).refine((v) => v !== DEFAULT_CLIENT_NAME, MESSAGES.clientName),
  clientAddress: optionalText(300),
  parsedClientAddress: optionalText(4e3),
  contactName: optionalText(120),
  contactPhone: z.string().optional().refine((v) => /^[\d\s()+.-]*$/.test(v ?? ""), { message: MESSAGES.phoneChars, abort: true }).refine((v) => (v ?? "").replace(/\D/g, "").length <= 10, MESSAGES.phone).transform((v) => phoneDigits(v) || void 0),
  contactTitle: optionalText(120),
  contactEmail: z.string().trim().email(MESSAGES.email).max(254).optional(),
  // Chosen from search; typing elsewhere clears them in the browser.
  existingClientId: id$2("Unknown client").optional(),
  existingClientAddressId: id$2("Unknown address").optional(),
  existingContactId: id$2("Unknown contact").optional()
});
const present = (v) => v !== null && v !== void 0 && v !== "";
const meaningful = (v) => present(v) && Number(String(v).replace(/[$,\s]/g, "")) !== 0;
const apiJobTaxSchema = z.object({
  percentage: z.union([z.number(), z.string()]).nullish(),
  amount: z.union([z.number(), z.string()]).nullish()
}).refine((t) => !(meaningful(t.percentage) && meaningful(t.amount)), MESSAGES.taxBoth).nullish();
function apiJobTax(tax) {
  if (tax && present(tax.amount) && (!present(tax.percentage) || !meaningful(tax.percentage) && meaningful(tax.amount))) {
    return { taxType: "amount", taxAmount: tax.amount };
  }
  if (tax && present(tax.percentage)) return { taxType: "percentage", taxPercentage: tax.percentage };
  return { taxType: "percentage" };
}
function jobTaxOut(row) {
  return {
    percentage: row.taxPercentage === null ? null : row.taxPercentage / 100,
    amount: row.taxAmount === null ? null : row.taxAmount / 100
  };
}
function clientAddressLine(a) {
  return formatAddress({ street: a.street, city: a.city, state: a.state, zipCode: a.zip_code, country: a.country });
}
const JOBS_PAGE_SIZE = 25;
const jobListQuery = z.object({
  page: z.coerce.number().int().min(0).catch(0),
  status: z.string().trim().max(50).catch("all")
});
const { jobs: jobs$4, brands: brands$3, clients: clients$4, users: users$5 } = schema;
const creator$1 = alias(users$5, "creator");
const manager$1 = alias(users$5, "manager");
function person$1(p) {
  if (!p || p.id === null) return null;
  const name = p.fullName?.trim() || [p.firstName, p.lastName].filter(Boolean).join(" ").trim();
  return { name, image: p.image || null, role: p.role ?? "User" };
}
const personColumns = (u) => ({
  id: u.id,
  fullName: u.fullName,
  firstName: u.firstName,
  lastName: u.lastName,
  image: u.userImage,
  role: u.role
});
function defaultProposalNo(slug2, prefix) {
  const page = Object.values(BRAND_LIST_PAGES).find((p) => p.brandSlug === slug2);
  if (page) return page.defaultProposalNo;
  return `${prefix || "TBD"}-001`;
}
function whereFor(opts) {
  const status = opts.status?.trim() ?? "";
  const conditions = [];
  if (status && status.toLowerCase() !== "all") {
    conditions.push(sql`lower(${jobs$4.status}) = lower(${status})`);
  }
  if (opts.brandSlug) {
    conditions.push(sql`${jobs$4.brandId} = (select ${brands$3.id} from ${brands$3} where ${brands$3.slug} = ${opts.brandSlug})`);
  }
  return conditions.length ? and(...conditions) : void 0;
}
function pageQuery$1(db, where, page) {
  const pageIds = db.select({ id: jobs$4.id }).from(jobs$4).where(where).orderBy(desc(jobs$4.createdAt), desc(jobs$4.id)).limit(JOBS_PAGE_SIZE).offset(page * JOBS_PAGE_SIZE);
  return db.select({
    id: jobs$4.id,
    jobName: jobs$4.jobName,
    jobNumber: jobs$4.jobNumber,
    status: jobs$4.status,
    proposalNo: jobs$4.proposalNo,
    createdAt: jobs$4.createdAt,
    brandSlug: brands$3.slug,
    brandName: brands$3.name,
    prefix: brands$3.proposalPrefix,
    clientName: clients$4.name,
    creator: personColumns(creator$1),
    manager: personColumns(manager$1)
  }).from(jobs$4).leftJoin(brands$3, eq(brands$3.id, jobs$4.brandId)).leftJoin(clients$4, eq(clients$4.id, jobs$4.clientId)).leftJoin(creator$1, eq(creator$1.id, jobs$4.creatorId)).leftJoin(manager$1, eq(manager$1.id, jobs$4.projectManagerId)).where(inArray(jobs$4.id, pageIds)).orderBy(desc(jobs$4.createdAt), desc(jobs$4.id));
}
function listJobs(opts) {
  const where = whereFor(opts);
  return getDb().transaction((tx) => {
    const total = tx.select({ n: sql`count(*)` }).from(jobs$4).where(where).get()?.n ?? 0;
    const pageCount = Math.ceil(total / JOBS_PAGE_SIZE);
    const wanted = Number.isFinite(opts.page) ? Math.trunc(opts.page) : 0;
    const page = Math.min(Math.max(wanted, 0), Math.max(pageCount - 1, 0));
    const rows = pageQuery$1(tx, where, page).all();
    return {
      jobs: rows.map((r) => ({
        id: r.id,
        jobName: r.jobName,
        jobNumber: r.jobNumber,
        brandSlug: r.brandSlug || DEFAULT_BRAND_SLUG,
        brandName: r.brandName ?? "",
        clientName: r.clientName?.trim() || DEFAULT_CLIENT_NAME,
        proposalNo: r.proposalNo?.trim() || defaultProposalNo(r.brandSlug, r.prefix),
        status: r.status,
        createdAt: r.createdAt,
        dateLabel: formatListDate(r.createdAt),
        creator: person$1(r.creator),
        projectManager: person$1(r.manager)
      })),
      total,
      page,
      pageSize: JOBS_PAGE_SIZE,
      pageCount
    };
  });
}
function meta$8() {
  return [{
    title: "Jobs | Signboard"
  }];
}
async function loader$D({
  request
}) {
  await requireUser(request);
  const {
    page,
    status
  } = readQuery(request, jobListQuery);
  return {
    list: listJobs({
      page,
      status
    })
  };
}
const jobs$3 = UNSAFE_withComponentProps(function Jobs() {
  const {
    list
  } = useLoaderData();
  return /* @__PURE__ */ jsx(JobsScreen, {
    title: "Jobs",
    list
  });
});
const route8 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: jobs$3,
  loader: loader$D,
  meta: meta$8
}, Symbol.toStringTag, { value: "Module" }));
const meta$7 = () => [{
  title: "Home | Signboard"
}];
async function loader$C({
  request
}) {
  const user = await requireUser(request);
  return {
    name: displayName(user),
    role: user.role || "User"
  };
}
const CARDS = [{
  to: "/jobs",
  title: "Jobs",
  text: "Create and price jobs, keep versions and download proposals."
}, {
  to: "/data",
  title: "Data Management",
  text: "Brands, signs with size pricing, options and services."
}, {
  to: "/users",
  title: "Users",
  text: "Everyone who can sign in, with their roles and status."
}];
const home = UNSAFE_withComponentProps(function Home() {
  const {
    name,
    role
  } = useLoaderData();
  return /* @__PURE__ */ jsxs("div", {
    className: "p-8",
    children: [/* @__PURE__ */ jsxs("div", {
      className: "flex items-start justify-between gap-6",
      children: [/* @__PURE__ */ jsxs("div", {
        children: [/* @__PURE__ */ jsx("h1", {
          className: "text-3xl font-semibold",
          children: "Dashboard"
        }), /* @__PURE__ */ jsxs("p", {
          className: "mt-2 text-slate-600",
          children: ["Welcome, ", name, "! You are signed in as ", /* @__PURE__ */ jsx("span", {
            className: "font-medium text-slate-900",
            children: role
          }), "."]
        })]
      }), /* @__PURE__ */ jsx(Form, {
        method: "post",
        action: "/logout",
        children: /* @__PURE__ */ jsx("button", {
          type: "submit",
          className: "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50",
          children: "Sign Out"
        })
      })]
    }), /* @__PURE__ */ jsx("ul", {
      className: "mt-8 grid grid-cols-3 gap-6",
      children: CARDS.map((card) => /* @__PURE__ */ jsx("li", {
        children: /* @__PURE__ */ jsxs(Link, {
          to: card.to,
          className: "block h-full rounded-lg border border-slate-200 p-6 shadow-sm transition hover:border-slate-400 hover:shadow",
          children: [/* @__PURE__ */ jsx("h2", {
            className: "text-lg font-semibold",
            children: card.title
          }), /* @__PURE__ */ jsx("p", {
            className: "mt-2 text-sm text-slate-600",
            children: card.text
          })]
        })
      }, card.to))
    })]
  });
});
const route9 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: home,
  loader: loader$C,
  meta: meta$7
}, Symbol.toStringTag, { value: "Module" }));
const JOB_TABS = ["all", "budget", "pricing"];
const JOB_TAB_LABELS = { all: "All", budget: "Budget", pricing: "Pricing" };
const jobTabSchema = z.string().optional().transform((v) => {
  const lower = (v ?? "").toLowerCase();
  return JOB_TABS.includes(lower) ? lower : "all";
});
function parseJobTab(value) {
  return jobTabSchema.parse(value ?? void 0);
}
const showsBudget = (tab) => tab !== "pricing";
const showsPrice = (tab) => tab !== "budget";
const LABOUR_SERVICES = ["Survey", "Removal", "Labor", "Service Call"];
function isLabourService(name) {
  const n = (name ?? "").trim().toLowerCase();
  return LABOUR_SERVICES.some((s) => s.toLowerCase() === n);
}
const NOT_APPLICABLE = "N/A";
const orNA = (cents) => cents === 0 ? NOT_APPLICABLE : formatCents(cents);
function lineMoneyCells(item) {
  if (item.lineType === "sign") {
    return {
      unitPrice: formatCents(item.lineItemPrice),
      installPrice: formatCents(item.lineItemInstallPrice),
      unitBudget: formatCents(item.lineItemBudget),
      installBudget: formatCents(item.lineItemInstallBudget)
    };
  }
  if (isLabourService(item.name)) {
    return {
      unitPrice: NOT_APPLICABLE,
      installPrice: orNA(item.lineItemInstallPrice || item.lineItemPrice),
      unitBudget: NOT_APPLICABLE,
      installBudget: orNA(item.lineItemInstallBudget || item.lineItemBudget)
    };
  }
  return {
    unitPrice: orNA(item.lineItemPrice),
    installPrice: orNA(item.lineItemInstallPrice),
    unitBudget: orNA(item.lineItemBudget),
    installBudget: orNA(item.lineItemInstallBudget)
  };
}
function lineItemColumns(tab) {
  const own = tab !== "all";
  const money = own ? 80 : 50;
  const cols = [
    { key: "qty", label: "QTY", width: 20 },
    { key: "item", label: "ITEM", width: 60 },
    { key: "description", label: "DESCRIPTION", width: own ? 300 : 250 }
  ];
  if (showsPrice(tab)) {
    cols.push({ key: "unitPrice", label: "UNIT PRICE", width: money }, { key: "installPrice", label: "INSTALL PRICE", width: money });
  }
  if (showsBudget(tab)) {
    cols.push({ key: "unitBudget", label: "UNIT BUDGET", width: money }, { key: "installBudget", label: "INSTALL BUDGET", width: money });
  }
  return cols;
}
const headerButtonClass = "inline-flex h-9 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
const primaryButtonClass = "inline-flex h-9 items-center justify-center gap-2 rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50";
function JobHeader({
  jobName,
  jobNumber,
  lastUpdated,
  versionLabel,
  tab,
  tabHref = (t) => `?tab=${t}`,
  backHref,
  versions,
  newVersion,
  actions
}) {
  return /* @__PURE__ */ jsxs("header", { className: "border-b border-slate-200 px-8 pt-6", children: [
    backHref ? /* @__PURE__ */ jsxs(Link, { to: backHref, className: "mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800", children: [
      /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "←" }),
      " Back to Jobs"
    ] }) : null,
    /* @__PURE__ */ jsxs("div", { className: "flex items-start justify-between gap-6", children: [
      /* @__PURE__ */ jsxs("div", { className: "min-w-0", children: [
        /* @__PURE__ */ jsxs("h1", { className: "text-2xl font-semibold break-words", "data-testid": "job-title", children: [
          jobName,
          " (",
          jobNumber,
          ")"
        ] }),
        /* @__PURE__ */ jsxs("p", { className: "mt-1 flex flex-wrap gap-x-4 text-sm text-slate-500", children: [
          /* @__PURE__ */ jsxs("span", { children: [
            "Last Updated: ",
            /* @__PURE__ */ jsx("span", { "data-testid": "job-last-updated", children: lastUpdated })
          ] }),
          /* @__PURE__ */ jsxs("span", { "data-testid": "job-version-label", children: [
            "Version: ",
            versionLabel
          ] })
        ] })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "flex shrink-0 items-center gap-2", children: [
        versions,
        newVersion ?? /* @__PURE__ */ jsx("button", { type: "button", className: headerButtonClass, disabled: true, children: "New Version" }),
        actions
      ] })
    ] }),
    /* @__PURE__ */ jsx("nav", { "aria-label": "Job views", className: "mt-4 flex gap-6", children: JOB_TABS.map((t) => {
      const current = t === tab;
      return /* @__PURE__ */ jsx(
        Link,
        {
          to: tabHref(t),
          "aria-current": current ? "page" : void 0,
          preventScrollReset: true,
          className: `-mb-px border-b-2 pb-2 text-sm font-medium ${current ? "border-slate-900 text-slate-900" : "border-transparent text-slate-500 hover:text-slate-800"}`,
          children: JOB_TAB_LABELS[t]
        },
        t
      );
    }) })
  ] });
}
const isImageUrl = (value) => /^(\/|https?:|data:image\/)/.test(value);
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";
const tileClass = "flex h-14 w-14 items-center justify-center rounded bg-slate-100";
function ItemPicture({ item }) {
  const src = item.image ?? (item.icon && isImageUrl(item.icon) ? item.icon : null);
  if (src) return /* @__PURE__ */ jsx("img", { src, alt: item.name, className: "h-14 w-14 rounded object-contain", loading: "lazy" });
  if (item.icon) {
    return /* @__PURE__ */ jsx("span", { role: "img", "aria-label": item.name, className: `${tileClass} text-2xl`, style: { fontFamily: EMOJI_FONTS }, children: item.icon });
  }
  return /* @__PURE__ */ jsx("span", { role: "img", "aria-label": item.name, className: `${tileClass} text-slate-400`, children: /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.5, className: "h-6 w-6", children: /* @__PURE__ */ jsx(
    "path",
    {
      strokeLinecap: "round",
      strokeLinejoin: "round",
      d: "m2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909M3.75 21h16.5A2.25 2.25 0 0 0 22.5 18.75V5.25A2.25 2.25 0 0 0 20.25 3H3.75A2.25 2.25 0 0 0 1.5 5.25v13.5A2.25 2.25 0 0 0 3.75 21Z"
    }
  ) }) });
}
function cell(key, item, money) {
  switch (key) {
    case "qty":
      return item.quantity;
    case "item":
      return /* @__PURE__ */ jsx(ItemPicture, { item });
    case "description":
      return /* @__PURE__ */ jsxs("span", { className: `line-clamp-3 ${item.level === 1 ? "pl-4" : ""}`, children: [
        item.level === 1 ? null : /* @__PURE__ */ jsx("span", { className: "block font-medium text-slate-900", children: item.name }),
        /* @__PURE__ */ jsx("span", { className: "text-slate-600", children: item.description })
      ] });
    default:
      return money[key];
  }
}
function LineItemTable({ tab, items, emptyState, showAddItem = true, addItem }) {
  const columns2 = lineItemColumns(tab);
  const empty = items.length === 0 && emptyState;
  return /* @__PURE__ */ jsxs("table", { className: "w-full table-fixed border-collapse text-sm", "data-testid": "line-item-table", children: [
    /* @__PURE__ */ jsx("colgroup", { children: columns2.map((c) => /* @__PURE__ */ jsx("col", { style: { width: c.width } }, c.key)) }),
    /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { className: "border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500", children: columns2.map((c) => /* @__PURE__ */ jsx("th", { scope: "col", className: `px-2 py-2 ${c.key.startsWith("unit") || c.key.startsWith("install") ? "text-right" : ""}`, children: c.label }, c.key)) }) }),
    /* @__PURE__ */ jsxs("tbody", { children: [
      empty ? /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsxs("td", { colSpan: columns2.length, className: "px-2 py-16 text-center", children: [
        /* @__PURE__ */ jsx("p", { className: "text-base font-medium text-slate-900", children: emptyState.title }),
        /* @__PURE__ */ jsx("p", { className: "mt-1 text-sm text-slate-500", children: emptyState.description })
      ] }) }) : items.map((item) => {
        const money = lineMoneyCells(item);
        return /* @__PURE__ */ jsx("tr", { className: "h-20 border-b border-slate-100 align-middle", "data-testid": "line-item-row", children: columns2.map((c) => /* @__PURE__ */ jsx(
          "td",
          {
            className: `overflow-hidden px-2 ${c.key.startsWith("unit") || c.key.startsWith("install") ? "text-right tabular-nums" : ""}`,
            children: cell(c.key, item, money)
          },
          c.key
        )) }, item.id);
      }),
      showAddItem && !empty ? /* @__PURE__ */ jsx("tr", { className: "h-20 border-b border-slate-100", children: /* @__PURE__ */ jsx("td", { colSpan: columns2.length, className: "px-2 text-slate-500", children: addItem ?? /* @__PURE__ */ jsxs("span", { className: "inline-flex items-center gap-2", children: [
        /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "+" }),
        " Add Item"
      ] }) }) }) : null
    ] })
  ] });
}
function Panel({ title, totalLabel, sums, testId }) {
  return /* @__PURE__ */ jsxs("section", { "aria-label": title, "data-testid": testId, className: "w-80 rounded-lg border border-slate-200 bg-white p-4 shadow-sm", children: [
    /* @__PURE__ */ jsx("h2", { className: "mb-3 text-sm font-semibold text-slate-900", children: title }),
    /* @__PURE__ */ jsxs("dl", { className: "space-y-2 text-sm", children: [
      /* @__PURE__ */ jsxs("div", { className: "flex justify-between", children: [
        /* @__PURE__ */ jsx("dt", { className: "text-slate-500", children: "Items Subtotal" }),
        /* @__PURE__ */ jsx("dd", { className: "tabular-nums", children: formatCents(sums.items) })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "flex justify-between", children: [
        /* @__PURE__ */ jsx("dt", { className: "text-slate-500", children: "Installation Subtotal" }),
        /* @__PURE__ */ jsx("dd", { className: "tabular-nums", children: formatCents(sums.installation) })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "flex justify-between border-t border-slate-200 pt-2 font-semibold", children: [
        /* @__PURE__ */ jsx("dt", { children: totalLabel }),
        /* @__PURE__ */ jsx("dd", { className: "tabular-nums", children: formatCents(sums.total) })
      ] })
    ] })
  ] });
}
function SummaryPanels({ tab, totals, className = "" }) {
  return /* @__PURE__ */ jsxs("div", { className: `flex flex-wrap justify-end gap-4 ${className}`, children: [
    showsBudget(tab) ? /* @__PURE__ */ jsx(Panel, { title: "Budget Summary", totalLabel: "Job Budget Total", sums: totals.budget, testId: "budget-summary" }) : null,
    showsPrice(tab) ? /* @__PURE__ */ jsx(Panel, { title: "Price Summary", totalLabel: "Job Pricing Total", sums: totals.price, testId: "price-summary" }) : null
  ] });
}
const inputClass = "block h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-slate-500 focus:outline-none focus:ring-2 focus:ring-slate-200 aria-[invalid=true]:border-red-500 disabled:bg-slate-50";
function controlledInputProps(meta2) {
  const { key, ...props } = getInputProps(meta2, { type: "text", value: false });
  return props;
}
function initialText(meta2) {
  const v = meta2.initialValue;
  return typeof v === "string" ? v : v === void 0 || v === null ? "" : String(v);
}
function FieldErrors({ meta: meta2 }) {
  if (!meta2.errors?.length) return null;
  return /* @__PURE__ */ jsx("p", { id: meta2.errorId, className: "mt-1 text-xs text-red-600", children: meta2.errors.join(" ") });
}
function FieldRow({
  meta: meta2,
  label,
  children,
  className = "",
  htmlFor
}) {
  return /* @__PURE__ */ jsxs("div", { className, children: [
    /* @__PURE__ */ jsx("label", { htmlFor: htmlFor ?? meta2.id, className: "mb-1 block text-sm font-medium text-slate-700", children: label }),
    children,
    /* @__PURE__ */ jsx(FieldErrors, { meta: meta2 })
  ] });
}
function SuggestInput({
  inputProps,
  value,
  onType,
  options,
  optionKey,
  renderOption,
  onPick,
  searching,
  searched,
  emptyText
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${inputProps.id}-suggestions`;
  const showEmpty = !searching && searched && options.length === 0 && Boolean(emptyText);
  const expanded = open && (searching || options.length > 0 || showEmpty);
  function pick(option) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }
  function onKeyDown(event) {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setActive((i) => i <= 0 ? options.length - 1 : i - 1);
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active] !== void 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }
  return /* @__PURE__ */ jsxs("div", { className: "relative", children: [
    /* @__PURE__ */ jsx(
      "input",
      {
        ...inputProps,
        type: "text",
        value,
        role: "combobox",
        autoComplete: "off",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : void 0,
        className: inputClass,
        onChange: (event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onKeyDown,
        onBlur: () => setOpen(false)
      }
    ),
    /* @__PURE__ */ jsxs(
      "ul",
      {
        id: listId,
        role: "listbox",
        hidden: !expanded,
        className: "absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg",
        children: [
          searching ? /* @__PURE__ */ jsx("li", { className: "px-3 py-2 text-slate-500", children: "Searching..." }) : null,
          showEmpty ? /* @__PURE__ */ jsx("li", { className: "px-3 py-2 text-slate-500", children: emptyText }) : null,
          searching ? null : options.map((option, i) => /* @__PURE__ */ jsx(
            "li",
            {
              id: `${listId}-${i}`,
              role: "option",
              "aria-selected": i === active,
              className: `cursor-pointer px-3 py-2 ${i === active ? "bg-slate-100" : "hover:bg-slate-50"}`,
              onMouseDown: (event) => event.preventDefault(),
              onClick: () => pick(option),
              children: renderOption(option)
            },
            optionKey(option)
          ))
        ]
      }
    )
  ] });
}
const IDLE = { results: [], searching: false, searched: false };
function useDebouncedSearch(query2, search, minLength, delayMs = 300) {
  const [state, setState] = useState(IDLE);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    const q = query2?.trim() ?? "";
    if (query2 === null || q.length < minLength) {
      setState(IDLE);
      return;
    }
    setState((s) => ({ ...s, searching: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(q, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ results, searching: false, searched: true });
        },
        (error) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setState({ results: [], searching: false, searched: true });
        }
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query2, minLength, delayMs]);
  return state;
}
async function fetchJson(url, init = {}) {
  const res = await fetch(url, {
    credentials: "include",
    ...init,
    headers: { Accept: "application/json", ...init.body ? { "Content-Type": "application/json" } : {}, ...init.headers }
  });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text().catch(() => "") || res.statusText}`);
  return res.json();
}
const MIN_CHARS = 3;
function newSessionToken() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
function AddressInput({ inputProps, parsedName, value, onChange, placeholder }) {
  const [query2, setQuery] = useState(null);
  const token = useRef(null);
  const search = useDebouncedSearch(
    query2,
    async (q, signal) => {
      token.current ??= newSessionToken();
      const body2 = await fetchJson("/api/mapbox/suggest", {
        method: "POST",
        body: JSON.stringify({ query: q, sessionToken: token.current }),
        signal
      });
      return (body2?.suggestions ?? []).filter((s) => !s.manual);
    },
    MIN_CHARS
  );
  const typed = (query2 ?? "").trim();
  const options = typed.length >= MIN_CHARS && search.searched ? [...search.results, asTypedSuggestion(typed)] : [];
  function pick(s) {
    setQuery(null);
    if (s.manual) {
      onChange({ text: s.full_address, parsed: "" }, "picked");
      return;
    }
    const chosen = withSuite(s, suiteFragment(value.text));
    token.current = null;
    onChange({ text: chosen.full_address || chosen.name, parsed: JSON.stringify(chosen) }, "picked");
  }
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(
      SuggestInput,
      {
        inputProps: { ...inputProps, placeholder, maxLength: 300 },
        value: value.text,
        onType: (text2) => {
          setQuery(text2);
          onChange({ text: text2, parsed: "" }, "typed");
        },
        options,
        optionKey: (s) => s.id,
        renderOption: (s) => s.manual ? /* @__PURE__ */ jsxs("span", { children: [
          "Use as typed: ",
          /* @__PURE__ */ jsxs("span", { className: "font-medium", children: [
            "“",
            s.full_address,
            "”"
          ] })
        ] }) : /* @__PURE__ */ jsxs("span", { className: "block", children: [
          /* @__PURE__ */ jsx("span", { className: "block font-medium", children: s.name }),
          /* @__PURE__ */ jsx("span", { className: "block text-xs text-slate-500", children: s.full_address })
        ] }),
        onPick: pick,
        searching: search.searching,
        searched: search.searched
      }
    ),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: parsedName, value: value.parsed, form: inputProps.form })
  ] });
}
function SavedChoices({ label, items, intent, onPick, selectedId }) {
  return /* @__PURE__ */ jsxs("div", { className: "mt-2", children: [
    /* @__PURE__ */ jsx("p", { className: "mb-1 text-xs font-medium text-slate-500", children: label }),
    /* @__PURE__ */ jsx("ul", { className: "flex flex-wrap gap-2", "aria-label": label, children: items.map((item) => {
      const selected = String(item.id) === selectedId;
      const className = `rounded-full border px-3 py-1 text-left text-xs ${selected ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`;
      return /* @__PURE__ */ jsx("li", { children: intent ? /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: `${intent}:${item.id}`, formNoValidate: true, "aria-pressed": selected, className, children: item.text }) : /* @__PURE__ */ jsx("button", { type: "button", "aria-pressed": selected, className, onClick: () => onPick?.(item.id), children: item.text }) }, item.id);
    }) })
  ] });
}
const noJsButton = "rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50";
async function fetchList(url) {
  try {
    const body2 = await fetchJson(url);
    return Array.isArray(body2) ? body2 : [];
  } catch (error) {
    console.error(error);
    return [];
  }
}
function ClientInfoFields({ fields, clientRecords, searchResults, serverIntents = false }) {
  const hydrated = useHydrated();
  const noJs = serverIntents && !hydrated;
  const [clientName, setClientName] = useState(initialText(fields.clientName));
  const [clientId, setClientId] = useState(initialText(fields.existingClientId));
  const [address, setAddress] = useState({
    text: initialText(fields.clientAddress),
    parsed: initialText(fields.parsedClientAddress)
  });
  const [addressId, setAddressId] = useState(initialText(fields.existingClientAddressId));
  const [contact, setContact] = useState({
    name: initialText(fields.contactName),
    phone: formatPhone(initialText(fields.contactPhone)) || initialText(fields.contactPhone),
    title: initialText(fields.contactTitle),
    email: initialText(fields.contactEmail)
  });
  const [contactId, setContactId] = useState(initialText(fields.existingContactId));
  const [records, setRecords] = useState(clientRecords ?? { addresses: [], contacts: [] });
  const [query2, setQuery] = useState(null);
  const pickSeq = useRef(0);
  const search = useDebouncedSearch(
    query2,
    async (q, signal) => {
      const body2 = await fetchJson(`/api/clients/search?${new URLSearchParams({ q })}`, { signal });
      const list = Array.isArray(body2) ? body2 : body2?.clients ?? [];
      return list;
    },
    1
  );
  async function pickClient2(client) {
    const seq = ++pickSeq.current;
    setQuery(null);
    setClientName(client.client_name);
    setClientId(String(client.id));
    setAddress({ text: "", parsed: "" });
    setAddressId("");
    setContact({ name: "", phone: "", title: "", email: "" });
    setContactId("");
    setRecords({ addresses: [], contacts: [] });
    const [addresses, contacts] = await Promise.all([
      fetchList(`/api/clients/${client.id}/addresses`),
      fetchList(`/api/clients/${client.id}/contacts`)
    ]);
    if (seq === pickSeq.current) setRecords({ addresses, contacts });
  }
  function pickAddress2(a) {
    setAddress({ text: clientAddressLine(a), parsed: "" });
    setAddressId(String(a.id));
  }
  function pickContact2(c) {
    setContact({ name: c.contact_name, phone: displayPhone(c.contact_phone), title: c.contact_title ?? "", email: c.contact_email ?? "" });
    setContactId(String(c.id));
  }
  function typeContact(patch) {
    setContact((c) => ({ ...c, ...patch }));
    setContactId("");
  }
  const form = fields.clientName.formId;
  return /* @__PURE__ */ jsxs("div", { className: "grid grid-cols-2 gap-4", children: [
    /* @__PURE__ */ jsxs(FieldRow, { meta: fields.clientName, label: "Client Name", className: "col-span-2", children: [
      /* @__PURE__ */ jsxs("div", { className: "flex gap-2", children: [
        /* @__PURE__ */ jsx("div", { className: "flex-1", children: /* @__PURE__ */ jsx(
          SuggestInput,
          {
            inputProps: { ...controlledInputProps(fields.clientName), maxLength: 200, placeholder: "Client Name" },
            value: clientName,
            onType: (text2) => {
              setClientName(text2);
              setClientId("");
              pickSeq.current++;
              setAddressId("");
              setContactId("");
              setRecords({ addresses: [], contacts: [] });
              setQuery(text2);
            },
            options: search.results,
            optionKey: (c) => String(c.id),
            renderOption: (c) => c.client_name,
            onPick: pickClient2,
            searching: search.searching,
            searched: search.searched,
            emptyText: "No clients found"
          }
        ) }),
        noJs ? /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: "search-client", formNoValidate: true, className: noJsButton, children: "Search" }) : null
      ] }),
      /* @__PURE__ */ jsx("input", { type: "hidden", name: fields.existingClientId.name, value: clientId, form }),
      noJs && searchResults ? /* @__PURE__ */ jsx("div", { className: "mt-2", "aria-live": "polite", children: searchResults.clients.length === 0 ? /* @__PURE__ */ jsx("p", { className: "text-sm text-slate-500", children: "No clients found" }) : /* @__PURE__ */ jsx(
        SavedChoices,
        {
          label: "Matching clients",
          items: searchResults.clients.map((c) => ({ id: c.id, text: c.client_name })),
          intent: "pick-client",
          selectedId: clientId
        }
      ) }) : null
    ] }),
    /* @__PURE__ */ jsxs(FieldRow, { meta: fields.clientAddress, label: "Client Address", className: "col-span-2", children: [
      /* @__PURE__ */ jsx(
        AddressInput,
        {
          inputProps: controlledInputProps(fields.clientAddress),
          parsedName: fields.parsedClientAddress.name,
          value: address,
          onChange: (next) => {
            setAddress(next);
            setAddressId("");
          },
          placeholder: "Street, City, State ZIP"
        }
      ),
      /* @__PURE__ */ jsx("input", { type: "hidden", name: fields.existingClientAddressId.name, value: addressId, form }),
      /* @__PURE__ */ jsx(FieldErrorsOf, { messages: fields.existingClientAddressId.errors }),
      records.addresses.length > 0 ? /* @__PURE__ */ jsx(
        SavedChoices,
        {
          label: "Saved addresses",
          items: records.addresses.map((a) => ({ id: a.id, text: clientAddressLine(a) })),
          intent: noJs ? "pick-address" : void 0,
          selectedId: addressId,
          onPick: (id2) => pickAddress2(records.addresses.find((a) => a.id === id2))
        }
      ) : null
    ] }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.contactName, label: "Contact Name", children: /* @__PURE__ */ jsx(
      "input",
      {
        ...controlledInputProps(fields.contactName),
        type: "text",
        maxLength: 120,
        value: contact.name,
        onChange: (e) => typeContact({ name: e.target.value }),
        className: inputClass
      }
    ) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.contactTitle, label: "Contact Title", children: /* @__PURE__ */ jsx(
      "input",
      {
        ...controlledInputProps(fields.contactTitle),
        type: "text",
        maxLength: 120,
        value: contact.title,
        onChange: (e) => typeContact({ title: e.target.value }),
        className: inputClass
      }
    ) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.contactPhone, label: "Contact Phone", children: /* @__PURE__ */ jsx(
      "input",
      {
        ...controlledInputProps(fields.contactPhone),
        type: "tel",
        inputMode: "numeric",
        maxLength: 14,
        placeholder: "(555) 555-5555",
        value: contact.phone,
        onChange: (e) => typeContact({ phone: formatPhone(e.target.value) }),
        className: inputClass
      }
    ) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.contactEmail, label: "Contact Email", children: /* @__PURE__ */ jsx(
      "input",
      {
        ...controlledInputProps(fields.contactEmail),
        type: "email",
        maxLength: 254,
        value: contact.email,
        onChange: (e) => typeContact({ email: e.target.value }),
        className: inputClass
      }
    ) }),
    /* @__PURE__ */ jsxs("div", { className: "col-span-2", children: [
      /* @__PURE__ */ jsx("input", { type: "hidden", name: fields.existingContactId.name, value: contactId, form }),
      /* @__PURE__ */ jsx(FieldErrorsOf, { messages: fields.existingContactId.errors ?? fields.existingClientId.errors }),
      records.contacts.length > 0 ? /* @__PURE__ */ jsx(
        SavedChoices,
        {
          label: "Saved contacts",
          items: records.contacts.map((c) => ({
            id: c.id,
            text: [c.contact_name, c.contact_title, displayPhone(c.contact_phone), c.contact_email].filter(Boolean).join(" · ")
          })),
          intent: noJs ? "pick-contact" : void 0,
          selectedId: contactId,
          onPick: (id2) => pickContact2(records.contacts.find((c) => c.id === id2))
        }
      ) : null
    ] })
  ] });
}
function FieldErrorsOf({ messages }) {
  return messages?.length ? /* @__PURE__ */ jsx("p", { className: "mt-1 text-xs text-red-600", children: messages.join(" ") }) : null;
}
const panelClass = "my-8 flex h-fit w-full max-w-2xl flex-col rounded-lg bg-white p-6 shadow-xl";
function keepFocusOnSubmit(event) {
  if (event.target instanceof Element && event.target.closest('button[type="submit"]')) event.preventDefault();
}
function FormDialog({ title, step, onClose, closeControl, children }) {
  const hydrated = useHydrated();
  const titleId = useId();
  const heading = (title2) => /* @__PURE__ */ jsxs("div", { className: "order-first mb-4 flex items-start justify-between gap-4", children: [
    /* @__PURE__ */ jsxs("div", { children: [
      step ? /* @__PURE__ */ jsx("p", { className: "text-xs font-medium tracking-wide text-slate-500 uppercase", children: step }) : null,
      title2
    ] }),
    closeControl
  ] });
  if (!hydrated) {
    return /* @__PURE__ */ jsx("div", { className: "fixed inset-0 z-50 flex justify-center overflow-y-auto bg-black/40 px-4", children: /* @__PURE__ */ jsxs("div", { role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, className: panelClass, children: [
      children,
      heading(
        /* @__PURE__ */ jsx("h2", { id: titleId, className: "text-lg font-semibold", children: title })
      )
    ] }) });
  }
  return /* @__PURE__ */ jsxs(Dialog, { open: true, onClose, className: "relative z-50", children: [
    /* @__PURE__ */ jsx("div", { className: "fixed inset-0 bg-black/40", "aria-hidden": "true" }),
    /* @__PURE__ */ jsx("div", { className: "fixed inset-0 flex justify-center overflow-y-auto px-4", children: /* @__PURE__ */ jsxs(DialogPanel, { className: panelClass, onMouseDownCapture: keepFocusOnSubmit, children: [
      children,
      heading(/* @__PURE__ */ jsx(DialogTitle, { className: "text-lg font-semibold", children: title }))
    ] }) })
  ] });
}
const closeButtonClass = "rounded px-2 text-xl leading-none text-slate-500 hover:text-slate-900";
function uncontrolled(props) {
  const { key, ...rest } = props;
  return rest;
}
function JobInfoFields({ fields, brands: brands2, managers }) {
  const hydrated = useHydrated();
  const [location, setLocation] = useState({
    text: initialText(fields.location),
    parsed: initialText(fields.parsedJobLocation)
  });
  const [taxType, setTaxType] = useState(initialText(fields.taxType) === "amount" ? "amount" : "percentage");
  return /* @__PURE__ */ jsxs("div", { className: "grid grid-cols-2 gap-4", children: [
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.jobName, label: "Job Name", className: "col-span-2", children: /* @__PURE__ */ createElement("input", { ...uncontrolled(getInputProps(fields.jobName, { type: "text" })), key: fields.jobName.key, maxLength: 200, className: inputClass, placeholder: "New Job" }) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.jobNumber, label: "Job Number", children: /* @__PURE__ */ createElement("input", { ...uncontrolled(getInputProps(fields.jobNumber, { type: "text" })), key: fields.jobNumber.key, maxLength: 50, className: inputClass, placeholder: "TBD" }) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.brandId, label: "Brand", children: /* @__PURE__ */ createElement("select", { ...uncontrolled(getSelectProps(fields.brandId)), key: fields.brandId.key, className: inputClass }, brands2.length === 0 ? /* @__PURE__ */ jsx("option", { value: "", disabled: true, children: "No brands available" }) : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("option", { value: "", children: "Select a brand" }),
      brands2.map((b) => /* @__PURE__ */ jsx("option", { value: b.id, children: b.name }, b.id))
    ] })) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.location, label: "Location", className: "col-span-2", children: /* @__PURE__ */ jsx(
      AddressInput,
      {
        inputProps: controlledInputProps(fields.location),
        parsedName: fields.parsedJobLocation.name,
        value: location,
        onChange: setLocation,
        placeholder: "Street, City, State ZIP"
      }
    ) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.managerId, label: "Project Manager", children: /* @__PURE__ */ createElement("select", { ...uncontrolled(getSelectProps(fields.managerId)), key: fields.managerId.key, className: inputClass }, managers.length === 0 ? /* @__PURE__ */ jsx("option", { value: "", disabled: true, children: "No project managers available" }) : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("option", { value: "", children: "Select a project manager" }),
      managers.map((m) => /* @__PURE__ */ jsx("option", { value: m.id, children: m.title ? `${m.name} (${m.title})` : m.name }, m.id))
    ] })) }),
    /* @__PURE__ */ jsx(FieldRow, { meta: fields.jobTerms, label: "Payment Terms", children: /* @__PURE__ */ createElement("select", { ...uncontrolled(getSelectProps(fields.jobTerms)), key: fields.jobTerms.key, className: inputClass }, /* @__PURE__ */ jsx("option", { value: "", children: "Select payment terms" }), PAYMENT_TERMS.map((t) => /* @__PURE__ */ jsx("option", { value: t, children: t }, t))) }),
    /* @__PURE__ */ jsxs("fieldset", { className: "col-span-2", children: [
      /* @__PURE__ */ jsx("legend", { className: "mb-1 block text-sm font-medium text-slate-700", children: "Tax" }),
      /* @__PURE__ */ jsxs("div", { className: "flex items-start gap-4", children: [
        /* @__PURE__ */ jsx("div", { role: "radiogroup", "aria-label": "Tax type", className: "inline-flex shrink-0 rounded-md border border-slate-300 p-0.5 text-sm", children: ["percentage", "amount"].map((type) => /* @__PURE__ */ jsxs(
          "label",
          {
            className: "cursor-pointer rounded px-3 py-1.5 has-[:checked]:bg-slate-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-400",
            children: [
              /* @__PURE__ */ jsx(
                "input",
                {
                  type: "radio",
                  name: fields.taxType.name,
                  form: fields.taxType.formId,
                  value: type,
                  defaultChecked: taxType === type,
                  onChange: () => setTaxType(type),
                  className: "sr-only"
                }
              ),
              type === "percentage" ? "Percentage" : "Fixed Amount"
            ]
          },
          type
        )) }),
        /* @__PURE__ */ jsxs("div", { className: `flex-1 ${hydrated && taxType !== "percentage" ? "hidden" : ""}`, children: [
          /* @__PURE__ */ jsx("label", { htmlFor: fields.taxPercentage.id, className: hydrated ? "sr-only" : "mb-1 block text-xs text-slate-500", children: "Tax percentage (%)" }),
          /* @__PURE__ */ jsxs("div", { className: "relative", children: [
            /* @__PURE__ */ createElement(
              "input",
              {
                ...uncontrolled(getInputProps(fields.taxPercentage, { type: "number" })),
                key: fields.taxPercentage.key,
                min: 0,
                max: 100,
                step: 0.01,
                inputMode: "decimal",
                disabled: hydrated && taxType !== "percentage",
                className: `${inputClass} pr-8`,
                placeholder: "0.00"
              }
            ),
            /* @__PURE__ */ jsx("span", { className: "pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500", children: "%" })
          ] }),
          /* @__PURE__ */ jsx(FieldErrors, { meta: fields.taxPercentage })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: `flex-1 ${hydrated && taxType !== "amount" ? "hidden" : ""}`, children: [
          /* @__PURE__ */ jsx("label", { htmlFor: fields.taxAmount.id, className: hydrated ? "sr-only" : "mb-1 block text-xs text-slate-500", children: "Tax amount ($)" }),
          /* @__PURE__ */ jsxs("div", { className: "relative", children: [
            /* @__PURE__ */ jsx("span", { className: "pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500", children: "$" }),
            /* @__PURE__ */ createElement(
              "input",
              {
                ...uncontrolled(getInputProps(fields.taxAmount, { type: "number" })),
                key: fields.taxAmount.key,
                min: 0,
                step: 0.01,
                inputMode: "decimal",
                disabled: hydrated && taxType !== "amount",
                className: `${inputClass} pl-7`,
                placeholder: "0.00",
                onBlur: (event) => {
                  const cents = parseMoneyToCents(event.currentTarget.value);
                  if (cents !== null && cents >= 0) event.currentTarget.value = centsToInput(cents);
                }
              }
            )
          ] }),
          /* @__PURE__ */ jsx(FieldErrors, { meta: fields.taxAmount })
        ] })
      ] }),
      /* @__PURE__ */ jsx(FieldErrors, { meta: fields.taxType })
    ] })
  ] });
}
function HiddenValues({ values, names }) {
  return /* @__PURE__ */ jsx(Fragment, { children: names.map(
    (name) => values[name] === void 0 ? null : /* @__PURE__ */ jsx("input", { type: "hidden", name, value: values[name] }, name)
  ) });
}
function FormMessage({ errors }) {
  if (!errors?.length) return null;
  return /* @__PURE__ */ jsx("p", { role: "alert", className: "mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900", children: errors.join(" ") });
}
function FailedNotice({ failed }) {
  const hydrated = useHydrated();
  if (!failed || hydrated) return null;
  return /* @__PURE__ */ jsx("p", { role: "alert", className: "mb-4 rounded-md border border-red-700 bg-red-600 px-3 py-2 text-sm text-white", children: MESSAGES.createFailed });
}
const passAll = z.object({});
function JobInfoStep({ values, result, failed, brands: brands2, managers, onLiveChange }) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "job-info",
    lastResult: result,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobInfoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput"
  });
  return /* @__PURE__ */ jsx(
    FormDialog,
    {
      title: "Job Info",
      step: "Step 1/2",
      onClose: () => navigate("/"),
      closeControl: /* @__PURE__ */ jsx(Link, { to: "/", "aria-label": "Close", className: closeButtonClass, children: "×" }),
      children: /* @__PURE__ */ jsxs(
        Form,
        {
          method: "post",
          ...getFormProps(form),
          onChange: (event) => {
            const f = event.currentTarget;
            onLiveChange({ jobName: String(new FormData(f).get("jobName") ?? ""), jobNumber: String(new FormData(f).get("jobNumber") ?? "") });
          },
          children: [
            /* @__PURE__ */ jsx(FailedNotice, { failed }),
            /* @__PURE__ */ jsx(FormMessage, { errors: form.errors }),
            /* @__PURE__ */ jsx(HiddenValues, { values, names: CLIENT_INFO_FIELDS }),
            /* @__PURE__ */ jsx(JobInfoFields, { fields, brands: brands2, managers }),
            /* @__PURE__ */ jsx("div", { className: "mt-6 flex justify-end gap-2", children: /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: "job-info", className: primaryButtonClass, disabled: busy, children: "Next: Client Info" }) })
          ]
        }
      )
    }
  );
}
function ClientInfoStep({ values, result, failed, clientSearch, clientRecords }) {
  const submit = useSubmit();
  const formRef = useRef(null);
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const [form, fields] = useForm({
    id: "client-info",
    lastResult: result,
    defaultValue: values,
    // Only creating validates; Back and the no-JS search/pick buttons post as they are.
    onValidate: ({ formData }) => formData.get("intent") === "create" ? parseWithZod(formData, { schema: clientInfoSchema }) : parseWithZod(formData, { schema: passAll }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput"
  });
  function back() {
    if (!formRef.current) return;
    const formData = new FormData(formRef.current);
    formData.set("intent", "back");
    void submit(formData, { method: "post" });
  }
  return /* @__PURE__ */ jsx(
    FormDialog,
    {
      title: "Client Info",
      step: "Step 2/2",
      onClose: back,
      closeControl: /* @__PURE__ */ jsx("button", { type: "submit", form: form.id, name: "intent", value: "back", formNoValidate: true, "aria-label": "Close", className: closeButtonClass, children: "×" }),
      children: /* @__PURE__ */ jsxs(Form, { method: "post", ...getFormProps(form), ref: formRef, children: [
        /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: "create", className: "sr-only", tabIndex: -1, "aria-hidden": "true", children: "Create Job" }),
        /* @__PURE__ */ jsx(FailedNotice, { failed }),
        /* @__PURE__ */ jsx(FormMessage, { errors: form.errors }),
        /* @__PURE__ */ jsx(HiddenValues, { values, names: JOB_INFO_FIELDS }),
        /* @__PURE__ */ jsx(ClientInfoFields, { fields, clientRecords, searchResults: clientSearch, serverIntents: true }),
        /* @__PURE__ */ jsxs("div", { className: "mt-6 flex justify-end gap-2", children: [
          /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: "back", formNoValidate: true, className: headerButtonClass, children: "Back" }),
          /* @__PURE__ */ jsx("button", { type: "submit", name: "intent", value: "create", className: primaryButtonClass, disabled: creating, children: creating ? "Creating..." : "Create Job" })
        ] })
      ] })
    }
  );
}
const ZERO_TOTALS = {
  budget: { items: 0, installation: 0, total: 0 },
  price: { items: 0, installation: 0, total: 0 }
};
function subtotals(lines, unit, install) {
  let items = 0;
  let installation = 0;
  for (const line of lines) {
    items += Math.round(unit(line) * line.quantity);
    installation += Math.round(install(line));
  }
  return { items, installation, total: items + installation };
}
function jobTotals(lines) {
  return {
    budget: subtotals(lines, (l) => l.lineItemBudget, (l) => l.lineItemInstallBudget),
    price: subtotals(lines, (l) => l.lineItemPrice, (l) => l.lineItemInstallPrice)
  };
}
const { brands: brands$2, users: users$4, signs: signs$1, services: services$1 } = schema;
function listBrandsWithCounts() {
  return getDb().select({
    id: brands$2.id,
    brand_name: brands$2.name,
    brand_slug: brands$2.slug,
    brand_image: brands$2.image,
    proposal_prefix: brands$2.proposalPrefix,
    status: brands$2.status,
    signs_count: sql`(select count(*) from ${signs$1} where ${signs$1.brandId} = ${brands$2.id})`,
    services_number: sql`(select count(*) from ${services$1} where ${services$1.brandId} = ${brands$2.id})`
  }).from(brands$2).orderBy(asc(brands$2.name)).all();
}
function listActiveProfiles() {
  const rows = getDb().select({
    id: users$4.id,
    fullName: users$4.fullName,
    firstName: users$4.firstName,
    lastName: users$4.lastName,
    email: users$4.email,
    userImage: users$4.userImage,
    jobTitle: users$4.jobTitle,
    role: users$4.role,
    status: users$4.status
  }).from(users$4).where(eq(users$4.status, "Active")).orderBy(sql`coalesce(${users$4.fullName}, ${users$4.firstName}, ${users$4.email}) collate nocase`).all();
  return rows.map(({ firstName, lastName, ...u }) => ({
    ...u,
    fullName: u.fullName?.trim() || [firstName, lastName].filter(Boolean).join(" ").trim() || null
  }));
}
function brandOptions() {
  return getDb().select({ id: brands$2.id, name: brands$2.name, slug: brands$2.slug }).from(brands$2).where(eq(brands$2.status, "Active")).orderBy(asc(brands$2.name)).all();
}
function managerOptions() {
  return listActiveProfiles().map((p) => ({
    id: p.id,
    name: p.fullName ?? displayName(p),
    title: p.jobTitle || p.role
  }));
}
function sameText$1(a, b) {
  return (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
}
function addressStillMatches(row, typed) {
  return sameText$1(formatAddress(row), typed);
}
function contactStillMatches(row, typed) {
  return sameText$1(row.name, typed.contactName) && sameText$1(row.title, typed.contactTitle) && sameText$1(row.email, typed.contactEmail) && (row.phone ?? "").replace(/\D/g, "") === phoneDigits(typed.contactPhone);
}
class FieldInputError extends Error {
  constructor(fields, status = 400) {
    super(Object.values(fields).flat().join(" "));
    this.fields = fields;
    this.status = status;
    this.name = "FieldInputError";
  }
  fields;
  status;
}
const CLIENT_MESSAGES = {
  unknownClient: "This client no longer exists",
  addressNotOfClient: "This address does not belong to the selected client",
  contactNotOfClient: "This contact does not belong to the selected client"
};
const { clients: clients$3, clientAddresses: clientAddresses$3, clientContacts: clientContacts$3 } = schema;
function sameText(col, value) {
  return sql`lower(${col}) IS lower(${value})`;
}
function resolveClient(tx, info) {
  if (info.existingClientId) {
    const row = tx.select({ id: clients$3.id }).from(clients$3).where(eq(clients$3.id, info.existingClientId)).get();
    if (!row) throw new FieldInputError({ existingClientId: [CLIENT_MESSAGES.unknownClient] });
    return row.id;
  }
  const same = tx.select({ id: clients$3.id }).from(clients$3).where(sql`${clients$3.name} = ${info.clientName} collate nocase`).orderBy(asc(clients$3.id)).get();
  if (same) return same.id;
  return tx.insert(clients$3).values({ name: info.clientName }).returning({ id: clients$3.id }).get().id;
}
function addressOfClientInfo(info) {
  const suggestion = parseSuggestionJson(info.parsedClientAddress);
  if (suggestion && !suggestion.manual) return addressFromSuggestion(suggestion);
  const text2 = info.clientAddress?.trim();
  return text2 ? parseTypedAddress(text2) : null;
}
function resolveAddress(tx, clientId, info) {
  if (info.existingClientAddressId) {
    const row = tx.select({ clientId: clientAddresses$3.clientId }).from(clientAddresses$3).where(eq(clientAddresses$3.id, info.existingClientAddressId)).get();
    if (!row || row.clientId !== clientId) throw new FieldInputError({ existingClientAddressId: [CLIENT_MESSAGES.addressNotOfClient] });
    return info.existingClientAddressId;
  }
  const address = addressOfClientInfo(info);
  if (!address) return null;
  const same = tx.select({ id: clientAddresses$3.id }).from(clientAddresses$3).where(
    and(
      eq(clientAddresses$3.clientId, clientId),
      sameText(clientAddresses$3.street, address.street),
      sameText(clientAddresses$3.city, address.city),
      sameText(clientAddresses$3.state, address.state),
      sameText(clientAddresses$3.zipCode, address.zipCode),
      sameText(clientAddresses$3.country, address.country)
    )
  ).get();
  if (same) return same.id;
  return tx.insert(clientAddresses$3).values({ clientId, ...address }).returning({ id: clientAddresses$3.id }).get().id;
}
function resolveContact(tx, clientId, info) {
  if (info.existingContactId) {
    const row = tx.select({ clientId: clientContacts$3.clientId }).from(clientContacts$3).where(eq(clientContacts$3.id, info.existingContactId)).get();
    if (!row || row.clientId !== clientId) throw new FieldInputError({ existingContactId: [CLIENT_MESSAGES.contactNotOfClient] });
    return info.existingContactId;
  }
  const contact = {
    name: info.contactName ?? "",
    title: info.contactTitle ?? null,
    phone: info.contactPhone ?? null,
    email: info.contactEmail?.toLowerCase() ?? null
  };
  if (!contact.name && !contact.title && !contact.phone && !contact.email) return null;
  const same = tx.select({ id: clientContacts$3.id }).from(clientContacts$3).where(
    and(
      eq(clientContacts$3.clientId, clientId),
      sameText(clientContacts$3.name, contact.name),
      sameText(clientContacts$3.title, contact.title),
      sql`${clientContacts$3.phone} IS ${contact.phone}`,
      sameText(clientContacts$3.email, contact.email)
    )
  ).get();
  if (same) return same.id;
  return tx.insert(clientContacts$3).values({ clientId, ...contact }).returning({ id: clientContacts$3.id }).get().id;
}
function resolveClientRecords(tx, info) {
  const clientId = resolveClient(tx, info);
  return { clientId, clientAddressId: resolveAddress(tx, clientId, info), contactId: resolveContact(tx, clientId, info) };
}
const { clients: clients$2, clientAddresses: addressTable, clientContacts: contactTable } = schema;
function escapeLike(text2) {
  return text2.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const byName = sql`${clients$2.name} collate nocase`;
function searchClients(q, limit = 10) {
  const text2 = q.trim();
  if (!text2 || limit <= 0) return [];
  const db = getDb();
  const prefix = `${escapeLike(text2)}%`;
  const startsWith = sql`${clients$2.name} like ${prefix} escape '\\'`;
  const found = db.select({ id: clients$2.id, client_name: clients$2.name }).from(clients$2).where(startsWith).orderBy(byName, asc(clients$2.id)).limit(limit).all();
  if (found.length < limit) {
    const contains = sql`${clients$2.name} like ${`%${escapeLike(text2)}%`} escape '\\'`;
    found.push(
      ...db.select({ id: clients$2.id, client_name: clients$2.name }).from(clients$2).where(and(contains, sql`not (${startsWith})`)).orderBy(byName, asc(clients$2.id)).limit(limit - found.length).all()
    );
  }
  return found;
}
const idParam$1 = z.string().regex(/^\d{1,15}$/, "Client id must be a number").transform(Number);
function clientIdParam(raw) {
  const parsed = idParam$1.safeParse(raw ?? "");
  if (!parsed.success) throw jsonError(400, "Invalid client id", { id: fieldErrors(parsed.error)._ ?? ["Client id must be a number"] });
  return parsed.data;
}
function findClient(id2) {
  return getDb().select({ id: clients$2.id, client_name: clients$2.name }).from(clients$2).where(eq(clients$2.id, id2)).get() ?? null;
}
function addressesOfClient(clientId) {
  return getDb().select({
    id: addressTable.id,
    street: addressTable.street,
    city: addressTable.city,
    state: addressTable.state,
    zip_code: addressTable.zipCode,
    country: addressTable.country
  }).from(addressTable).where(eq(addressTable.clientId, clientId)).orderBy(asc(addressTable.id)).all();
}
function contactsOfClient(clientId) {
  return getDb().select({
    id: contactTable.id,
    contact_name: contactTable.name,
    contact_title: contactTable.title,
    contact_phone: contactTable.phone,
    contact_email: contactTable.email
  }).from(contactTable).where(eq(contactTable.clientId, clientId)).orderBy(asc(contactTable.id)).all();
}
function clientAddresses$2(clientId) {
  return findClient(clientId) ? addressesOfClient(clientId) : null;
}
function clientContacts$2(clientId) {
  return findClient(clientId) ? contactsOfClient(clientId) : null;
}
const { clients: clients$1, clientAddresses: clientAddresses$1, clientContacts: clientContacts$1 } = schema;
function keepMatchingChoices(tx, info) {
  const out = { ...info };
  if (out.existingClientId) {
    const client = tx.select({ name: clients$1.name }).from(clients$1).where(eq(clients$1.id, out.existingClientId)).get();
    if (client && !sameText$1(client.name, out.clientName)) {
      out.existingClientId = void 0;
      out.existingClientAddressId = void 0;
      out.existingContactId = void 0;
    }
  }
  if (out.existingClientAddressId) {
    const address = tx.select().from(clientAddresses$1).where(eq(clientAddresses$1.id, out.existingClientAddressId)).get();
    if (address && !addressStillMatches(address, out.clientAddress)) out.existingClientAddressId = void 0;
  }
  if (out.existingContactId) {
    const c = tx.select().from(clientContacts$1).where(eq(clientContacts$1.id, out.existingContactId)).get();
    if (c && !contactStillMatches(c, out)) out.existingContactId = void 0;
  }
  return out;
}
const { brands: brands$1, jobs: jobs$2, jobVersions: jobVersions$2, users: users$3 } = schema;
const JOB_MESSAGES = {
  unknownBrand: "Please select a brand",
  disabledBrand: "This brand is disabled",
  unknownManager: "Please select a project manager",
  duplicateNumber: (jobNumber, brandName) => `Job number ${jobNumber} already exists for ${brandName}`
};
function nextProposalNo(tx, prefix) {
  const start = prefix.length + 2;
  const row = tx.select({ max: sql`max(cast(substr(${jobs$2.proposalNo}, ${start}) as integer))` }).from(jobs$2).where(like(jobs$2.proposalNo, `${prefix}-%`)).get();
  const next = (row?.max ?? 0) + 1;
  return `${prefix}-${String(next).padStart(3, "0")}`;
}
function jobNumberTaken(tx, brandId, jobNumber, exceptJobId) {
  const row = tx.select({ id: jobs$2.id }).from(jobs$2).where(
    and(
      eq(jobs$2.brandId, brandId),
      sql`${jobs$2.jobNumber} = ${jobNumber} collate nocase`,
      exceptJobId === void 0 ? void 0 : sql`${jobs$2.id} <> ${exceptJobId}`
    )
  ).get();
  return Boolean(row);
}
function parsedLocation(json2) {
  const s = parseSuggestionJson(json2);
  return s && !s.manual ? JSON.stringify(s) : null;
}
function isUniqueViolation$1(error) {
  return error instanceof Error && "code" in error && String(error.code).startsWith("SQLITE_CONSTRAINT_UNIQUE");
}
function createJob({ jobInfo, clientInfo }, creatorId) {
  const db = getDb();
  try {
    return db.transaction(
      (tx) => {
        const brand = tx.select().from(brands$1).where(eq(brands$1.id, jobInfo.brandId)).get();
        if (!brand) throw new FieldInputError({ brandId: [JOB_MESSAGES.unknownBrand] });
        if (brand.status !== "Active") throw new FieldInputError({ brandId: [JOB_MESSAGES.disabledBrand] });
        if (jobInfo.managerId !== void 0) {
          const manager2 = tx.select({ status: users$3.status }).from(users$3).where(eq(users$3.id, jobInfo.managerId)).get();
          if (!manager2 || manager2.status !== "Active") throw new FieldInputError({ managerId: [JOB_MESSAGES.unknownManager] });
        }
        if (jobNumberTaken(tx, brand.id, jobInfo.jobNumber)) {
          throw new FieldInputError({ jobNumber: [JOB_MESSAGES.duplicateNumber(jobInfo.jobNumber, brand.name)] }, 409);
        }
        const records = resolveClientRecords(tx, keepMatchingChoices(tx, clientInfo));
        const proposalNo = nextProposalNo(tx, brand.proposalPrefix);
        const locationParsed = parsedLocation(jobInfo.parsedJobLocation);
        const job2 = tx.insert(jobs$2).values({
          jobName: jobInfo.jobName,
          jobNumber: jobInfo.jobNumber,
          brandId: brand.id,
          jobLocation: jobInfo.location ?? (locationParsed ? parseSuggestionJson(locationParsed)?.full_address ?? "" : ""),
          jobLocationParsed: locationParsed,
          clientId: records.clientId,
          clientAddressId: records.clientAddressId,
          contactId: records.contactId,
          projectManagerId: jobInfo.managerId ?? null,
          creatorId,
          jobTerms: jobInfo.jobTerms ?? null,
          taxPercentage: jobInfo.taxPercentage,
          taxAmount: jobInfo.taxAmount,
          status: "Draft",
          proposalNo
        }).returning({ id: jobs$2.id }).get();
        tx.insert(jobVersions$2).values({ jobId: job2.id, versionNumber: 1, createdById: creatorId }).run();
        return { id: job2.id, jobName: jobInfo.jobName, jobNumber: jobInfo.jobNumber, brandSlug: brand.slug, proposalNo };
      },
      // Take the write lock up front, so two creators cannot read the same next proposal number.
      { behavior: "immediate" }
    );
  } catch (error) {
    if (isUniqueViolation$1(error)) throw new FieldInputError({ jobNumber: ["This job number already exists for this brand"] }, 409);
    throw error;
  }
}
function brandIdByName(name) {
  const row = getDb().select({ id: brands$1.id }).from(brands$1).where(sql`${brands$1.name} = ${name.trim()} collate nocase`).get();
  return row?.id ?? null;
}
const INTENT = /^(job-info|back|search-client|create|create-header|pick-(client|address|contact):(\d{1,12}))$/;
function answer(state, status = 200) {
  const withRecords = { ...state };
  const clientId = Number(state.values.existingClientId);
  if (state.step === "client" && !state.clientRecords && Number.isInteger(clientId) && clientId > 0) {
    withRecords.clientRecords = { addresses: addressesOfClient(clientId), contacts: contactsOfClient(clientId) };
  }
  return data$1({ ...withRecords, nonce: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` }, { status });
}
function toFormData(values) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== void 0) fd.set(k, v);
  return fd;
}
const CLIENT_CHOICE_FIELDS = ["clientAddress", "parsedClientAddress", "existingClientAddressId", "contactName", "contactPhone", "contactTitle", "contactEmail", "existingContactId"];
function pickClient(values, id2) {
  const client = findClient(id2);
  if (!client) return values;
  const next = { ...values, clientName: client.client_name, existingClientId: String(client.id) };
  for (const f of CLIENT_CHOICE_FIELDS) delete next[f];
  return next;
}
function pickAddress(values, id2) {
  const a = addressesOfClient(Number(values.existingClientId)).find((x) => x.id === id2);
  if (!a) return values;
  const next = { ...values, clientAddress: clientAddressLine(a), existingClientAddressId: String(a.id) };
  delete next.parsedClientAddress;
  return next;
}
function pickContact(values, id2) {
  const c = contactsOfClient(Number(values.existingClientId)).find((x) => x.id === id2);
  if (!c) return values;
  const next = { ...values, contactName: c.contact_name, existingContactId: String(c.id) };
  next.contactPhone = displayPhone(c.contact_phone) || void 0;
  next.contactTitle = c.contact_title || void 0;
  next.contactEmail = c.contact_email || void 0;
  return next;
}
function reconcileChosenIds(values) {
  const next = { ...values };
  const clientId = Number(next.existingClientId);
  const client = Number.isInteger(clientId) && clientId > 0 ? findClient(clientId) : null;
  if (next.existingClientId && (!client || !sameText$1(client.client_name, next.clientName))) {
    delete next.existingClientId;
    delete next.existingClientAddressId;
    delete next.existingContactId;
    return next;
  }
  if (!client) return next;
  if (next.existingClientAddressId) {
    const a = addressesOfClient(client.id).find((x) => String(x.id) === next.existingClientAddressId);
    if (a && !sameText$1(clientAddressLine(a), next.clientAddress)) delete next.existingClientAddressId;
  }
  if (next.existingContactId) {
    const c = contactsOfClient(client.id).find((x) => String(x.id) === next.existingContactId);
    const row = c && { name: c.contact_name, title: c.contact_title, phone: c.contact_phone, email: c.contact_email };
    if (row && !contactStillMatches(row, next)) delete next.existingContactId;
  }
  return next;
}
async function create(raw, fromHeader, creatorId) {
  const values = reconcileChosenIds(raw);
  const formData = toFormData(values);
  const jobSub = parseWithZod(formData, { schema: jobInfoSchema });
  if (fromHeader && jobInfoIncomplete(values)) {
    return answer({ step: "job", values, result: jobSub.reply({ formErrors: [MESSAGES.completeJobInfo] }) }, 400);
  }
  if (jobSub.status !== "success") return answer({ step: "job", values, result: jobSub.reply() }, 400);
  const clientSub = parseWithZod(formData, { schema: clientInfoSchema });
  if (fromHeader && clientInfoIncomplete(values)) {
    return answer({ step: "client", values, result: clientSub.reply({ formErrors: [MESSAGES.completeClientInfo] }) }, 400);
  }
  if (clientSub.status !== "success") return answer({ step: "client", values, result: clientSub.reply() }, 400);
  try {
    const job2 = createJob({ jobInfo: jobSub.value, clientInfo: clientSub.value }, creatorId);
    return redirectWithToast(`/job/${encodeURIComponent(job2.brandSlug)}/${encodeURIComponent(job2.jobNumber)}`, {
      description: `Job "${job2.jobName}" created successfully`,
      duration: 3e3
    });
  } catch (error) {
    if (error instanceof FieldInputError) {
      const onJobStep = Object.keys(error.fields).some((f) => JOB_INFO_FIELDS.includes(f));
      const sub = onJobStep ? jobSub : clientSub;
      return answer({ step: onJobStep ? "job" : "client", values, result: sub.reply({ fieldErrors: error.fields }), failed: true }, error.status);
    }
    console.error("Creating a job failed", error);
    return answer({ step: "client", values, failed: true }, 500);
  }
}
async function wizardAction(formData, creatorId) {
  const values = jobFormValues(formData);
  const intent = String(formData.get("intent") ?? "");
  const m = INTENT.exec(intent);
  if (!m) return answer({ step: "job", values }, 400);
  const id2 = Number(m[3]);
  switch (m[1]) {
    case "job-info": {
      const submission = parseWithZod(formData, { schema: jobInfoSchema });
      if (submission.status !== "success") return answer({ step: "job", values, result: submission.reply() }, 400);
      return answer({ step: "client", values });
    }
    case "back":
      return answer({ step: "job", values });
    case "search-client": {
      const q = (values.clientName ?? "").trim();
      const next = { ...values };
      delete next.existingClientId;
      delete next.existingClientAddressId;
      delete next.existingContactId;
      return answer({ step: "client", values: next, clientSearch: q ? { q, clients: searchClients(q) } : void 0 });
    }
    case "create":
    case "create-header":
      return create(values, m[1] === "create-header", creatorId);
    default: {
      const kind = m[2];
      const next = kind === "client" ? pickClient(values, id2) : kind === "address" ? pickAddress(values, id2) : pickContact(values, id2);
      return answer({ step: "client", values: next });
    }
  }
}
const meta$6 = () => [{
  title: "New Job · Signboard"
}];
async function loader$B({
  request
}) {
  await requireUser(request);
  return {
    brands: brandOptions(),
    managers: managerOptions(),
    lastUpdated: formatUpdated(Date.now()),
    tab: parseJobTab(new URL(request.url).searchParams.get("tab"))
  };
}
async function action$z({
  request
}) {
  const user = await requireUser(request);
  return wizardAction(await request.formData(), user.id);
}
const FIRST_VISIT = {
  step: "job",
  values: {},
  nonce: "first"
};
const EMPTY_BODY = {
  title: "No line items yet",
  description: "Complete the job setup, then add signs and services to get started."
};
const job_new = UNSAFE_withComponentProps(function NewJob({
  loaderData,
  actionData
}) {
  const {
    brands: brands2,
    managers,
    lastUpdated,
    tab
  } = loaderData;
  const state = actionData ?? FIRST_VISIT;
  const fromValues = () => ({
    jobName: state.values.jobName ?? "",
    jobNumber: state.values.jobNumber ?? ""
  });
  const [live, setLive] = useState(fromValues);
  const [answered, setAnswered] = useState(state.nonce);
  if (answered !== state.nonce) {
    setAnswered(state.nonce);
    setLive(fromValues());
  }
  useEffect(() => {
    if (state.failed) showToast({
      description: MESSAGES.createFailed,
      variant: "destructive",
      duration: 3e3
    });
  }, [state.nonce, state.failed]);
  return /* @__PURE__ */ jsxs("div", {
    className: "flex min-h-screen flex-col",
    children: [/* @__PURE__ */ jsx(JobHeader, {
      jobName: live.jobName.trim() || DEFAULT_JOB_NAME,
      jobNumber: live.jobNumber.trim() || DEFAULT_JOB_NUMBER,
      lastUpdated,
      versionLabel: "Auto-Generated",
      tab,
      actions: /* @__PURE__ */ jsx("button", {
        type: "submit",
        form: "job-wizard-create",
        name: "intent",
        value: "create-header",
        className: primaryButtonClass,
        children: "Create Job"
      })
    }), /* @__PURE__ */ jsx(Form, {
      id: "job-wizard-create",
      method: "post",
      hidden: true,
      children: /* @__PURE__ */ jsx(HiddenValues, {
        values: state.values,
        names: [...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]
      })
    }), /* @__PURE__ */ jsxs("div", {
      className: "flex-1 px-8 py-6",
      children: [/* @__PURE__ */ jsx(LineItemTable, {
        tab,
        items: [],
        emptyState: EMPTY_BODY,
        showAddItem: false
      }), /* @__PURE__ */ jsx(SummaryPanels, {
        tab,
        totals: ZERO_TOTALS,
        className: "mt-8"
      })]
    }), state.step === "job" ? /* @__PURE__ */ jsx(JobInfoStep, {
      values: state.values,
      result: state.result,
      failed: Boolean(state.failed),
      brands: brands2,
      managers,
      onLiveChange: setLive
    }, state.nonce) : /* @__PURE__ */ jsx(ClientInfoStep, {
      values: state.values,
      result: state.result,
      failed: Boolean(state.failed),
      clientSearch: state.clientSearch,
      clientRecords: state.clientRecords
    }, state.nonce)]
  });
});
const route11 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$z,
  default: job_new,
  loader: loader$B,
  meta: meta$6
}, Symbol.toStringTag, { value: "Module" }));
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
function formatTax(tax) {
  if (tax.amount !== null) return usd.format(tax.amount);
  if (tax.percentage !== null) return `${tax.percentage}%`;
  return "";
}
function Block({ title, edit, children, testId }) {
  const open = (e) => {
    if (!edit.onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    edit.onOpen();
  };
  return /* @__PURE__ */ jsxs("section", { "aria-labelledby": `${testId}-title`, "data-testid": testId, className: "border-b border-slate-200 p-5", children: [
    /* @__PURE__ */ jsxs("div", { className: "mb-3 flex items-center justify-between", children: [
      /* @__PURE__ */ jsx("h2", { id: `${testId}-title`, className: "text-sm font-semibold text-slate-900", children: title }),
      /* @__PURE__ */ jsx(
        Link,
        {
          to: edit.href,
          onClick: open,
          preventScrollReset: true,
          "aria-label": `Edit ${title}`,
          className: "rounded px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
          children: "Edit"
        }
      )
    ] }),
    /* @__PURE__ */ jsx("dl", { className: "space-y-2 text-sm", children })
  ] });
}
function Row({ label, value }) {
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("dt", { className: "text-xs text-slate-500", children: label }),
    /* @__PURE__ */ jsx("dd", { className: "break-words text-slate-900", children: value || "—" })
  ] });
}
function JobSidebar({
  job: job2,
  client,
  editJob,
  editClient
}) {
  return /* @__PURE__ */ jsxs("aside", { "aria-label": "Job details", className: "w-80 shrink-0 border-l border-slate-200 bg-slate-50/50", children: [
    /* @__PURE__ */ jsxs(Block, { title: "Job Info", edit: editJob, testId: "job-info", children: [
      /* @__PURE__ */ jsx(Row, { label: "Job Name", value: job2.jobName }),
      /* @__PURE__ */ jsx(Row, { label: "Job Number", value: job2.jobNumber }),
      /* @__PURE__ */ jsx(Row, { label: "Location", value: job2.jobLocation }),
      /* @__PURE__ */ jsx(Row, { label: "Brand", value: job2.brandName }),
      /* @__PURE__ */ jsx(Row, { label: "Project Manager", value: job2.managerName }),
      /* @__PURE__ */ jsx(Row, { label: "Payment Terms", value: job2.jobTerms }),
      /* @__PURE__ */ jsx(Row, { label: "Tax", value: formatTax(job2.jobTax) })
    ] }),
    /* @__PURE__ */ jsxs(Block, { title: "Client Info", edit: editClient, testId: "client-info", children: [
      /* @__PURE__ */ jsx(Row, { label: "Client Name", value: client.clientName }),
      /* @__PURE__ */ jsx(Row, { label: "Client Address", value: client.clientAddress }),
      /* @__PURE__ */ jsx(Row, { label: "Contact Name", value: client.contactName }),
      /* @__PURE__ */ jsx(Row, { label: "Contact Phone", value: client.contactPhone }),
      /* @__PURE__ */ jsx(Row, { label: "Contact Title", value: client.contactTitle }),
      /* @__PURE__ */ jsx(Row, { label: "Contact Email", value: client.contactEmail })
    ] })
  ] });
}
function VersionsMenu({ versions, current, versionHref }) {
  const navigation = useNavigation();
  const refreshing = navigation.state !== "idle" && navigation.formData?.get("intent") === "new-version";
  const ref = useDetailsMenu();
  return /* @__PURE__ */ jsxs("details", { ref, className: "group relative", "data-testid": "versions-menu", children: [
    /* @__PURE__ */ jsxs("summary", { className: `${headerButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`, children: [
      "Versions ",
      /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "▾" })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "absolute right-0 z-20 mt-1 w-80 rounded-md border border-slate-200 bg-white py-1 shadow-lg", children: refreshing ? /* @__PURE__ */ jsx("p", { className: "px-3 py-2 text-sm text-slate-500", children: "Loading versions..." }) : versions.length === 0 ? /* @__PURE__ */ jsx("p", { className: "px-3 py-2 text-sm text-slate-500", children: "No versions available" }) : /* @__PURE__ */ jsx("ul", { "aria-label": "Versions", className: "max-h-72 overflow-y-auto", children: versions.map((v) => {
      const isCurrent = v.versionNumber === current;
      return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
        Link,
        {
          to: versionHref(v.versionNumber),
          "aria-current": isCurrent ? "page" : void 0,
          preventScrollReset: true,
          className: `flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-slate-50 ${isCurrent ? "font-semibold text-slate-900" : "text-slate-700"}`,
          children: [
            /* @__PURE__ */ jsxs("span", { children: [
              "Version ",
              v.versionNumber,
              /* @__PURE__ */ jsxs("span", { className: "block text-xs font-normal text-slate-500", children: [
                v.createdAt,
                v.createdByName ? ` · ${v.createdByName}` : ""
              ] })
            ] }),
            isCurrent ? /* @__PURE__ */ jsxs("span", { className: "shrink-0 text-xs whitespace-nowrap text-slate-500", children: [
              /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "✓ " }),
              "Current"
            ] }) : null
          ]
        }
      ) }, v.versionNumber);
    }) }) })
  ] }, current ?? "none");
}
function NewVersionButton({ sourceVersion }) {
  const navigation = useNavigation();
  const pending2 = navigation.state !== "idle" && navigation.formData?.get("intent") === "new-version";
  return /* @__PURE__ */ jsxs(Form, { method: "post", preventScrollReset: true, children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "new-version" }),
    sourceVersion !== null ? /* @__PURE__ */ jsx("input", { type: "hidden", name: "sourceVersion", value: sourceVersion }) : null,
    /* @__PURE__ */ jsx("button", { type: "submit", className: headerButtonClass, disabled: pending2, children: pending2 ? "Creating..." : "New Version" })
  ] });
}
function closeInPlace(onClose) {
  return (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onClose();
  };
}
function CloseX({ closeHref, onClose }) {
  return /* @__PURE__ */ jsx(Link, { to: closeHref, onClick: closeInPlace(onClose), preventScrollReset: true, "aria-label": "Close", className: closeButtonClass, children: "×" });
}
function DialogActions({ closeHref, onClose, saving }) {
  return /* @__PURE__ */ jsxs("div", { className: "mt-6 flex justify-end gap-2", children: [
    /* @__PURE__ */ jsx(
      Link,
      {
        to: closeHref,
        onClick: closeInPlace(onClose),
        preventScrollReset: true,
        className: "inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50",
        children: "Cancel"
      }
    ),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "submit",
        disabled: saving,
        className: "inline-flex h-9 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50",
        children: saving ? "Saving..." : "Save"
      }
    )
  ] });
}
function EditJobDialog({ job: job2, brands: brands2, managers, lastResult, closeHref, onClose }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "edit-job";
  const amount = job2.jobTax.amount;
  const [form, fields] = useForm({
    id: "edit-job",
    lastResult,
    defaultValue: {
      jobName: job2.jobName,
      jobNumber: job2.jobNumber,
      location: job2.jobLocation,
      // Without JavaScript the location is plain text; the server keeps the suggestion of an unchanged location.
      parsedJobLocation: hydrated ? job2.jobLocationParsed ?? "" : "",
      brandId: String(job2.brandId),
      managerId: job2.projectManagerId === null ? "" : String(job2.projectManagerId),
      jobTerms: job2.jobTerms ?? "",
      taxType: amount !== null ? "amount" : "percentage",
      taxPercentage: job2.jobTax.percentage === null ? "" : String(job2.jobTax.percentage),
      taxAmount: amount === null ? "" : amount.toFixed(2)
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobInfoSchema })
  });
  return /* @__PURE__ */ jsx(FormDialog, { title: "Edit Job Info", onClose, closeControl: /* @__PURE__ */ jsx(CloseX, { closeHref, onClose }), children: /* @__PURE__ */ jsxs(Form, { method: "post", ...getFormProps(form), noValidate: true, preventScrollReset: true, children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "edit-job" }),
    form.errors?.length ? /* @__PURE__ */ jsx("p", { className: "mb-3 text-sm text-red-600", children: form.errors.join(" ") }) : null,
    /* @__PURE__ */ jsx(JobInfoFields, { fields, brands: brands2, managers }),
    /* @__PURE__ */ jsx(DialogActions, { closeHref, onClose, saving })
  ] }) });
}
const idText = (id2) => id2 === null ? "" : String(id2);
function EditClientDialog({ job: job2, clientRecords, lastResult, closeHref, onClose }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "edit-client";
  const [form, fields] = useForm({
    id: "edit-client",
    lastResult,
    defaultValue: {
      clientName: job2.clientId === null && job2.clientName === DEFAULT_CLIENT_NAME ? "" : job2.clientName,
      clientAddress: job2.clientAddress,
      contactName: job2.contactName,
      contactPhone: job2.contactPhone,
      contactTitle: job2.contactTitle,
      contactEmail: job2.contactEmail,
      existingClientId: idText(job2.clientId),
      existingClientAddressId: idText(job2.clientAddressId),
      existingContactId: idText(job2.contactId)
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clientInfoSchema })
  });
  return /* @__PURE__ */ jsx(FormDialog, { title: "Edit Client Info", onClose, closeControl: /* @__PURE__ */ jsx(CloseX, { closeHref, onClose }), children: /* @__PURE__ */ jsxs(Form, { method: "post", ...getFormProps(form), noValidate: true, preventScrollReset: true, children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "edit-client" }),
    form.errors?.length ? /* @__PURE__ */ jsx("p", { className: "mb-3 text-sm text-red-600", children: form.errors.join(" ") }) : null,
    /* @__PURE__ */ jsx(ClientInfoFields, { fields, clientRecords: hydrated ? clientRecords : null }),
    /* @__PURE__ */ jsx(DialogActions, { closeHref, onClose, saving })
  ] }) });
}
function usePendingView(path2) {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || navigation.formData) return null;
  const next = navigation.location;
  if (next.pathname !== path2 && next.pathname.startsWith("/job/")) return "job";
  if (next.pathname === location.pathname && new URLSearchParams(next.search).get("version") !== new URLSearchParams(location.search).get("version")) {
    return "items";
  }
  return null;
}
function useEditing(urlEdit) {
  const location = useLocation();
  const navigate = useNavigate();
  const actionData = useActionData();
  const [local, setLocal] = useState(null);
  const failed = actionData?.intent === "edit-job" ? "job" : actionData?.intent === "edit-client" ? "client" : null;
  const open = local?.key === location.key ? local.open : failed ?? urlEdit;
  const setOpen = (next) => setLocal({ key: location.key, open: next });
  const close = (closeHref) => {
    setOpen(null);
    if (urlEdit) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return { open, setOpen, close };
}
function JobScreen() {
  const page = useLoaderData();
  const actionData = useActionData();
  const { job: job2, tab, path: path2 } = page;
  const editing = useEditing(page.edit);
  const pending2 = usePendingView(path2);
  const urlVersion = new URLSearchParams(useLocation().search).get("version") ? page.currentVersion : null;
  const keep = (set) => {
    const q = new URLSearchParams();
    const version = set.version ?? urlVersion;
    if (version !== null) q.set("version", String(version));
    const t = set.tab ?? tab;
    if (t !== "all") q.set("tab", t);
    if (set.edit) q.set("edit", set.edit);
    return q.size ? `${path2}?${q}` : path2;
  };
  const versionLabel = page.currentVersion !== null ? String(page.currentVersion) : job2.proposalNo;
  const closeHref = keep({});
  const onClose = () => editing.close(closeHref);
  const lastResult = (intent) => actionData?.intent === intent ? actionData.result : void 0;
  if (pending2 === "job") {
    return /* @__PURE__ */ jsx("p", { className: "p-8 text-sm text-slate-500", children: "Loading job details..." });
  }
  return /* @__PURE__ */ jsxs("div", { className: "flex min-h-screen", children: [
    /* @__PURE__ */ jsxs("div", { className: "min-w-0 flex-1", children: [
      /* @__PURE__ */ jsx(
        JobHeader,
        {
          jobName: job2.jobName,
          jobNumber: job2.jobNumber,
          lastUpdated: page.lastUpdated,
          versionLabel,
          tab,
          tabHref: (t) => keep({ tab: t }),
          backHref: "/",
          versions: /* @__PURE__ */ jsx(
            VersionsMenu,
            {
              versions: page.versions,
              current: page.currentVersion,
              versionHref: (n) => keep({ version: n })
            }
          ),
          newVersion: /* @__PURE__ */ jsx(NewVersionButton, { sourceVersion: page.currentVersion })
        }
      ),
      /* @__PURE__ */ jsxs("div", { className: "space-y-6 px-8 py-6", children: [
        pending2 === "items" ? /* @__PURE__ */ jsx("p", { className: "py-16 text-center text-sm text-slate-500", children: "Loading line items..." }) : /* @__PURE__ */ jsx(LineItemTable, { tab, items: page.items }),
        /* @__PURE__ */ jsx(SummaryPanels, { tab, totals: page.totals })
      ] })
    ] }),
    /* @__PURE__ */ jsx(
      JobSidebar,
      {
        job: {
          jobName: job2.jobName,
          jobNumber: job2.jobNumber,
          jobLocation: job2.jobLocation,
          brandName: job2.brandName,
          managerName: job2.projectManager?.name ?? null,
          jobTerms: job2.jobTerms,
          jobTax: job2.jobTax
        },
        client: job2,
        editJob: { href: keep({ edit: "job" }), onOpen: () => editing.setOpen("job") },
        editClient: { href: keep({ edit: "client" }), onOpen: () => editing.setOpen("client") }
      }
    ),
    editing.open === "job" ? /* @__PURE__ */ jsx(
      EditJobDialog,
      {
        job: job2,
        brands: page.brands,
        managers: page.managers,
        lastResult: lastResult("edit-job"),
        closeHref,
        onClose
      }
    ) : null,
    editing.open === "client" ? /* @__PURE__ */ jsx(
      EditClientDialog,
      {
        job: job2,
        clientRecords: page.clientRecords,
        lastResult: lastResult("edit-client"),
        closeHref,
        onClose
      }
    ) : null
  ] });
}
const { jobs: jobs$1, brands, clients, clientAddresses, clientContacts, users: users$2, jobVersions: jobVersions$1, jobNumberHistory } = schema;
const creator = alias(users$2, "creator");
const manager = alias(users$2, "manager");
function person(u) {
  if (!u) return null;
  return { name: displayName(u), image: u.userImage, role: u.role };
}
function getJob(jobId2) {
  const db = getDb();
  const row = db.select({
    job: jobs$1,
    brand: { slug: brands.slug, name: brands.name, prefix: brands.proposalPrefix },
    clientName: clients.name,
    address: clientAddresses,
    contact: clientContacts,
    creator: { fullName: creator.fullName, userImage: creator.userImage, role: creator.role },
    manager: { fullName: manager.fullName, userImage: manager.userImage, role: manager.role }
  }).from(jobs$1).innerJoin(brands, eq(brands.id, jobs$1.brandId)).leftJoin(clients, eq(clients.id, jobs$1.clientId)).leftJoin(clientAddresses, eq(clientAddresses.id, jobs$1.clientAddressId)).leftJoin(clientContacts, eq(clientContacts.id, jobs$1.contactId)).leftJoin(creator, eq(creator.id, jobs$1.creatorId)).leftJoin(manager, eq(manager.id, jobs$1.projectManagerId)).where(eq(jobs$1.id, jobId2)).get();
  if (!row) return null;
  const latest = db.select({ n: max(jobVersions$1.versionNumber) }).from(jobVersions$1).where(eq(jobVersions$1.jobId, jobId2)).get();
  const { job: job2, address, contact } = row;
  return {
    id: job2.id,
    jobName: job2.jobName,
    jobNumber: job2.jobNumber,
    brandSlug: row.brand.slug,
    brandId: job2.brandId,
    brandName: row.brand.name,
    jobLocation: job2.jobLocation,
    jobLocationParsed: job2.jobLocationParsed,
    clientId: job2.clientId,
    clientName: row.clientName || DEFAULT_CLIENT_NAME,
    clientAddress: address ? formatAddress(address) : "",
    clientAddressId: job2.clientAddressId,
    contactId: job2.contactId,
    contactName: contact?.name ?? "",
    contactPhone: displayPhone(contact?.phone),
    contactTitle: contact?.title ?? "",
    contactEmail: contact?.email ?? "",
    projectManagerId: job2.projectManagerId,
    jobTerms: job2.jobTerms,
    jobTax: jobTaxOut(job2),
    status: job2.status,
    proposalNo: job2.proposalNo || `${row.brand.prefix}-001`,
    versionNumber: latest?.n ?? null,
    dueDate: job2.dueDate,
    totalAmount: job2.totalAmount,
    createdAt: job2.createdAt,
    updatedAt: job2.updatedAt,
    creator: row.creator?.role ? person(row.creator) : null,
    projectManager: row.manager?.role ? person(row.manager) : null
  };
}
function jobAddress(jobId2) {
  const row = getDb().select({ id: jobs$1.id, brandSlug: brands.slug, jobNumber: jobs$1.jobNumber }).from(jobs$1).innerJoin(brands, eq(brands.id, jobs$1.brandId)).where(eq(jobs$1.id, jobId2)).get();
  return row ?? null;
}
function findJob(brandSlug, jobNumber) {
  const db = getDb();
  const brand = db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brandSlug)).get();
  if (!brand) return null;
  const current = db.select({ id: jobs$1.id, jobNumber: jobs$1.jobNumber }).from(jobs$1).where(and(eq(jobs$1.brandId, brand.id), sql`${jobs$1.jobNumber} = ${jobNumber} collate nocase`)).get();
  if (current) {
    if (current.jobNumber !== jobNumber) return { redirectTo: jobAddress(current.id) };
    const job2 = getJob(current.id);
    return job2 ? { job: job2 } : null;
  }
  const old = db.select({ jobId: jobNumberHistory.jobId }).from(jobNumberHistory).where(and(eq(jobNumberHistory.brandId, brand.id), sql`${jobNumberHistory.jobNumber} = ${jobNumber} collate nocase`)).orderBy(desc(jobNumberHistory.id)).get();
  const moved = old ? jobAddress(old.jobId) : null;
  return moved ? { redirectTo: moved } : null;
}
function updateJobInfo(jobId2, info) {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const job2 = tx.select().from(jobs$1).where(eq(jobs$1.id, jobId2)).get();
      if (!job2) return { ok: false, reason: "not-found" };
      const brand = tx.select().from(brands).where(eq(brands.id, info.brandId)).get();
      if (!brand) return { ok: false, reason: "invalid", fields: { brandId: [JOB_MESSAGES.unknownBrand] } };
      if (brand.status !== "Active" && brand.id !== job2.brandId) {
        return { ok: false, reason: "invalid", fields: { brandId: [JOB_MESSAGES.disabledBrand] } };
      }
      if (info.managerId !== void 0 && info.managerId !== job2.projectManagerId) {
        const pm = tx.select({ status: users$2.status }).from(users$2).where(eq(users$2.id, info.managerId)).get();
        if (pm?.status !== "Active") return { ok: false, reason: "invalid", fields: { managerId: [JOB_MESSAGES.unknownManager] } };
      }
      if (jobNumberTaken(tx, brand.id, info.jobNumber, jobId2)) {
        return { ok: false, reason: "duplicate", fields: { jobNumber: [JOB_MESSAGES.duplicateNumber(info.jobNumber, brand.name)] } };
      }
      const moved = job2.brandId !== info.brandId || job2.jobNumber !== info.jobNumber;
      if (moved) {
        tx.insert(jobNumberHistory).values({ jobId: jobId2, brandId: job2.brandId, jobNumber: job2.jobNumber }).run();
      }
      const suggestion = parseSuggestionJson(info.parsedJobLocation);
      const chosen = suggestion && !suggestion.manual ? suggestion : null;
      const location = info.location ?? chosen?.full_address ?? "";
      const parsed = chosen ? JSON.stringify(chosen) : location && location === job2.jobLocation ? job2.jobLocationParsed : null;
      tx.update(jobs$1).set({
        jobName: info.jobName,
        jobNumber: info.jobNumber,
        brandId: info.brandId,
        jobLocation: location,
        jobLocationParsed: parsed,
        projectManagerId: info.managerId ?? null,
        jobTerms: info.jobTerms ?? null,
        taxPercentage: info.taxPercentage,
        taxAmount: info.taxAmount,
        updatedAt: Date.now()
      }).where(eq(jobs$1.id, jobId2)).run();
      const now2 = tx.select({ id: jobs$1.id, brandSlug: brands.slug, jobNumber: jobs$1.jobNumber }).from(jobs$1).innerJoin(brands, eq(brands.id, jobs$1.brandId)).where(eq(jobs$1.id, jobId2)).get();
      return { ok: true, job: now2 };
    },
    { behavior: "immediate" }
  );
}
function updateClientInfo(jobId2, info) {
  try {
    return saveClientInfo(jobId2, info);
  } catch (error) {
    if (error instanceof FieldInputError) return { ok: false, reason: "invalid", fields: error.fields };
    throw error;
  }
}
function saveClientInfo(jobId2, info) {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const job2 = tx.select({ id: jobs$1.id }).from(jobs$1).where(eq(jobs$1.id, jobId2)).get();
      if (!job2) return { ok: false, reason: "not-found" };
      const records = resolveClientRecords(tx, keepMatchingChoices(tx, info));
      tx.update(jobs$1).set({
        clientId: records.clientId,
        clientAddressId: records.clientAddressId ?? null,
        contactId: records.contactId ?? null,
        updatedAt: Date.now()
      }).where(eq(jobs$1.id, jobId2)).run();
      return { ok: true, job: jobAddress(jobId2) };
    },
    { behavior: "immediate" }
  );
}
const { jobs, jobVersions, lineItems, signs, signSizes, services, users: users$1 } = schema;
function jobExists(jobId2) {
  return Boolean(getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId2)).get());
}
function listVersions(jobId2) {
  return getDb().select({
    id: jobVersions.id,
    versionNumber: jobVersions.versionNumber,
    createdAt: jobVersions.createdAt,
    createdBy: jobVersions.createdById,
    fullName: users$1.fullName,
    firstName: users$1.firstName,
    lastName: users$1.lastName
  }).from(jobVersions).leftJoin(users$1, eq(users$1.id, jobVersions.createdById)).where(eq(jobVersions.jobId, jobId2)).orderBy(desc(jobVersions.versionNumber)).all().map(({ fullName, firstName, lastName, ...v }) => ({
    ...v,
    createdByName: v.createdBy === null ? null : displayName({ fullName, firstName, lastName })
  }));
}
const COPY_BATCH = 500;
function createVersion(jobId2, sourceVersionNumber, userId) {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const job2 = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId2)).get();
      if (!job2) return { ok: false, reason: "job-not-found" };
      const latest = tx.select({ id: jobVersions.id, n: jobVersions.versionNumber }).from(jobVersions).where(eq(jobVersions.jobId, jobId2)).orderBy(desc(jobVersions.versionNumber)).get();
      let sourceId = latest?.id ?? null;
      if (sourceVersionNumber !== null) {
        const source = tx.select({ id: jobVersions.id }).from(jobVersions).where(and(eq(jobVersions.jobId, jobId2), eq(jobVersions.versionNumber, sourceVersionNumber))).get();
        if (!source) return { ok: false, reason: "source-not-found" };
        sourceId = source.id;
      }
      const versionNumber = (latest?.n ?? 0) + 1;
      const created = tx.insert(jobVersions).values({ jobId: jobId2, versionNumber, createdById: userId, sourceVersionNumber }).returning({ id: jobVersions.id }).get();
      if (sourceId !== null) {
        const items = tx.select().from(lineItems).where(eq(lineItems.jobVersionId, sourceId)).orderBy(asc(lineItems.sortOrder), asc(lineItems.id)).all();
        const now2 = Date.now();
        const copies = items.map(({ id: _id, jobVersionId: _v, createdAt: _c, updatedAt: _u, ...item }) => ({
          ...item,
          jobVersionId: created.id,
          createdAt: now2,
          updatedAt: now2
        }));
        for (let i = 0; i < copies.length; i += COPY_BATCH) tx.insert(lineItems).values(copies.slice(i, i + COPY_BATCH)).run();
      }
      tx.update(jobs).set({ updatedAt: Date.now() }).where(eq(jobs.id, jobId2)).run();
      return { ok: true, id: created.id, versionNumber };
    },
    { behavior: "immediate" }
  );
}
function parseOptions(text2) {
  try {
    const value = JSON.parse(text2);
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
function lineItemsForVersion(versionId) {
  return getDb().select({
    item: lineItems,
    signName: signs.name,
    signDescription: signs.description,
    signImage: signs.image,
    signType: signs.signType,
    sizeName: signSizes.sizeName,
    serviceName: services.name,
    serviceDescription: services.description,
    serviceIcon: services.icon
  }).from(lineItems).leftJoin(signs, eq(signs.id, lineItems.signId)).leftJoin(signSizes, eq(signSizes.id, lineItems.signSizeId)).leftJoin(services, eq(services.id, lineItems.serviceId)).where(eq(lineItems.jobVersionId, versionId)).orderBy(asc(lineItems.sortOrder), asc(lineItems.id)).all().map(({ item, ...joined }) => ({
    id: item.id,
    jobVersionId: item.jobVersionId,
    lineType: item.lineType,
    signId: item.signId,
    signPricingId: item.signSizeId,
    serviceId: item.serviceId,
    signName: joined.signName,
    serviceName: joined.serviceName,
    sizeName: joined.sizeName,
    quantity: item.quantity,
    description: item.description,
    signDescription: joined.signDescription,
    signImage: joined.signImage,
    signType: joined.signType,
    serviceDescription: joined.serviceDescription,
    serviceIcon: joined.serviceIcon,
    selectedOptions: parseOptions(item.selectedOptions),
    lineItemPrice: item.lineItemPrice,
    lineItemInstallPrice: item.lineItemInstallPrice,
    lineItemBudget: item.lineItemBudget,
    lineItemInstallBudget: item.lineItemInstallBudget,
    pricingMode: item.pricingMode,
    sortOrder: item.sortOrder,
    level: item.level
  }));
}
function tableRow(item) {
  const isSign = item.lineType === "sign";
  return {
    id: item.id,
    lineType: item.lineType,
    name: (isSign ? item.signName : item.serviceName) ?? "",
    quantity: item.quantity,
    image: isSign ? item.signImage : null,
    // Service icons are emoji (or an image URL); the ITEM cell decides how to show them.
    icon: isSign ? null : item.serviceIcon,
    description: item.description || (isSign ? item.signDescription : item.serviceDescription) || "",
    level: item.level,
    lineItemPrice: item.lineItemPrice,
    lineItemInstallPrice: item.lineItemInstallPrice,
    lineItemBudget: item.lineItemBudget,
    lineItemInstallBudget: item.lineItemInstallBudget
  };
}
function withCurrentManager(managers, job2) {
  const id2 = job2.projectManagerId;
  if (id2 === null || !job2.projectManager || managers.some((m) => m.id === id2)) return managers;
  return [...managers, { id: id2, name: job2.projectManager.name, title: "Disabled" }];
}
function loadJobPage(job2, version) {
  const versions = listVersions(job2.id);
  const current = version === null ? versions[0] : versions.find((v) => v.versionNumber === version);
  if (version !== null && !current) return null;
  const lines = current ? lineItemsForVersion(current.id) : [];
  const brands2 = brandOptions();
  if (!brands2.some((b) => b.id === job2.brandId)) brands2.push({ id: job2.brandId, name: job2.brandName, slug: job2.brandSlug });
  return {
    job: job2,
    lastUpdated: formatUpdated(job2.updatedAt),
    versions: versions.map((v) => ({
      versionNumber: v.versionNumber,
      createdAt: formatUpdated(v.createdAt),
      createdByName: v.createdByName
    })),
    currentVersion: current?.versionNumber ?? null,
    items: lines.map(tableRow),
    totals: jobTotals(lines),
    brands: brands2,
    managers: withCurrentManager(managerOptions(), job2),
    clientRecords: job2.clientId ? { addresses: addressesOfClient(job2.clientId), contacts: contactsOfClient(job2.clientId) } : null
  };
}
function meta$5({
  data: d
}) {
  return [{
    title: d ? `${d.job.jobName} (${d.job.jobNumber}) | Signboard` : "Job not found | Signboard"
  }];
}
const pageQuery = z.object({
  version: z.string().optional(),
  tab: jobTabSchema,
  // Anything else simply shows no dialog.
  edit: z.enum(["job", "client"]).optional().catch(void 0)
});
const jobPath = (a) => `/job/${encodeURIComponent(a.brandSlug)}/${encodeURIComponent(a.jobNumber)}`;
function pageUrl(path2, request, set = {}) {
  const from = new URL(request.url).searchParams;
  const keep = new URLSearchParams();
  const version = set.version ?? from.get("version");
  if (version) keep.set("version", String(version));
  const tab = from.get("tab");
  if (tab) keep.set("tab", tab);
  return keep.size ? `${path2}?${keep}` : path2;
}
function notFound$2(message = "Job not found") {
  throw data$1(message, {
    status: 404
  });
}
function resolveJob(request, params) {
  if (params.brandSlug === "new" && params.jobNumber === "job") throw redirect("/job/new/job");
  const found = findJob(params.brandSlug, params.jobNumber);
  if (!found) notFound$2();
  if ("redirectTo" in found) throw redirect(pageUrl(jobPath(found.redirectTo), request), request.method === "GET" ? 302 : 307);
  return found.job;
}
async function loader$A({
  request,
  params
}) {
  await requireUser(request);
  const job2 = resolveJob(request, params);
  const query2 = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  let version = null;
  if (query2.version !== void 0) {
    if (!/^\d{1,9}$/.test(query2.version)) notFound$2("Version not found");
    version = Number(query2.version);
  }
  const page = loadJobPage(job2, version);
  if (!page) notFound$2("Version not found");
  return {
    ...page,
    tab: query2.tab,
    edit: query2.edit ?? null,
    path: jobPath(job2)
  };
}
const intentSchema = z.enum(["new-version", "edit-job", "edit-client"]);
const sourceSchema = z.string().regex(/^\d{1,9}$/).transform(Number).refine((n) => n > 0).nullable();
const EDIT_TOASTS = {
  "edit-job": {
    success: "Job information updated successfully",
    failure: "Failed to update job information"
  },
  "edit-client": {
    success: "Client information updated successfully",
    failure: "Failed to update client information"
  }
};
async function action$y({
  request,
  params
}) {
  const user = await requireUser(request);
  const job2 = resolveJob(request, params);
  const formData = await request.formData();
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) throw data$1("Unknown action", {
    status: 400
  });
  const here = pageUrl(jobPath(job2), request);
  if (intent.data === "new-version") {
    const source = sourceSchema.safeParse(formData.get("sourceVersion") ?? null);
    try {
      const created = source.success ? createVersion(job2.id, source.data, user.id) : null;
      if (created?.ok) {
        return redirectWithToast(pageUrl(jobPath(job2), request, {
          version: created.versionNumber
        }), {
          description: `New version ${created.versionNumber} created successfully`
        });
      }
    } catch (error) {
      console.error("New version failed", error);
    }
    return redirectWithToast(here, {
      description: "Failed to create new version",
      variant: "destructive"
    });
  }
  const which = intent.data;
  if (which === "edit-job") {
    const submission2 = parseWithZod(formData, {
      schema: jobInfoSchema
    });
    if (submission2.status !== "success") return data$1({
      intent: which,
      result: submission2.reply()
    }, {
      status: 400
    });
    const reply2 = (fieldErrors2) => submission2.reply({
      fieldErrors: fieldErrors2
    });
    return finishEdit(which, () => updateJobInfo(job2.id, submission2.value), reply2, request, here);
  }
  const submission = parseWithZod(formData, {
    schema: clientInfoSchema
  });
  if (submission.status !== "success") return data$1({
    intent: which,
    result: submission.reply()
  }, {
    status: 400
  });
  const reply = (fieldErrors2) => submission.reply({
    fieldErrors: fieldErrors2
  });
  return finishEdit(which, () => updateClientInfo(job2.id, submission.value), reply, request, here);
}
async function finishEdit(which, save, reply, request, here) {
  let result;
  try {
    result = save();
  } catch (error) {
    console.error(`${which} failed`, error);
    return redirectWithToast(here, {
      description: EDIT_TOASTS[which].failure,
      variant: "destructive"
    });
  }
  if (!result.ok) {
    if (result.reason === "not-found") notFound$2();
    return data$1({
      intent: which,
      result: reply(result.fields)
    }, {
      status: 400
    });
  }
  return redirectWithToast(pageUrl(jobPath(result.job), request), {
    description: EDIT_TOASTS[which].success
  });
}
const job = UNSAFE_withComponentProps(function JobRoute() {
  return /* @__PURE__ */ jsx(JobScreen, {});
});
const ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary3({
  error
}) {
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  const heading = is404 ? typeof error.data === "string" && error.data || "Job not found" : "Something went wrong";
  return /* @__PURE__ */ jsxs("div", {
    className: "flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-2xl font-semibold",
      children: heading
    }), is404 ? null : /* @__PURE__ */ jsx("p", {
      className: "text-slate-600",
      children: "An unexpected error occurred. Please try again."
    }), /* @__PURE__ */ jsx(Link, {
      to: "/",
      className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white",
      children: "Back to Jobs"
    })]
  });
});
const route12 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary,
  action: action$y,
  default: job,
  loader: loader$A,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
function brandPage(request) {
  const key = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  return Object.hasOwn(BRAND_LIST_PAGES, key) ? BRAND_LIST_PAGES[key] : null;
}
async function loader$z({
  request
}) {
  await requireUser(request);
  const page = brandPage(request);
  if (!page) throw data$1("No such brand list", {
    status: 404
  });
  const query2 = readQuery(request, jobListQuery);
  return {
    title: page.title,
    list: listJobs({
      ...query2,
      brandSlug: page.brandSlug
    })
  };
}
function meta$4({
  data: data2
}) {
  return [{
    title: `${data2?.title ?? "Jobs"} | Signboard`
  }];
}
const brandJobs = UNSAFE_withComponentProps(function BrandJobs() {
  const {
    title,
    list
  } = useLoaderData();
  return /* @__PURE__ */ jsx(JobsScreen, {
    title,
    list
  });
});
const route14 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: brandJobs,
  loader: loader$z,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
function loader$y({
  params
}) {
  return {
    name: comingSoonName(params.brandName)
  };
}
function meta$3({
  data: data2
}) {
  return [{
    title: `${data2?.name ?? "Coming soon"} | Signboard`
  }];
}
const comingSoon = UNSAFE_withComponentProps(function ComingSoon() {
  const {
    name
  } = useLoaderData();
  return /* @__PURE__ */ jsxs("div", {
    className: "flex min-h-[70vh] flex-col items-center justify-center p-8 text-center",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-semibold",
      children: name
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 text-slate-600",
      children: "Coming soon. This brand's workspace is on its way."
    })]
  });
});
const route15 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: comingSoon,
  loader: loader$y,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
async function loader$x({
  request
}) {
  await requireAdmin(request);
  return null;
}
const adminLayout = UNSAFE_withComponentProps(function AdminLayout() {
  return /* @__PURE__ */ jsx(Outlet, {});
});
const route16 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: adminLayout,
  loader: loader$x
}, Symbol.toStringTag, { value: "Module" }));
const MODIFIER = /^\+(\d+(\.\d+)?%|\$\d+(\.\d{1,2})?(\/SF)?)$/i;
function normalizeModifier(text2) {
  let t = text2.trim().replace(/\s+/g, "");
  if (!t) return null;
  if (!t.startsWith("+")) t = `+${t}`;
  if (!MODIFIER.test(t)) return null;
  return t.replace(/\/sf$/i, "/SF");
}
function splitOptionValues(values) {
  return values.split(",").map((part) => part.trim()).filter((part) => part !== "").map((part) => {
    const match = /^(.*?)\s*(\+\S*)$/.exec(part);
    if (!match) return { display: part, modifier: null, rawModifier: null };
    const raw = match[2];
    return { display: match[1].trim(), modifier: normalizeModifier(raw), rawModifier: raw };
  });
}
function parseOptionValues(values) {
  return splitOptionValues(values).map(({ display, modifier }) => ({ display, modifier }));
}
function joinOptionValues(values) {
  return values.map((v) => v.modifier ? `${v.display} ${v.modifier}` : v.display).join(", ");
}
const PRICE_COLUMNS = ["signPrice", "installPrice", "signBudget", "installBudget", "raceway"];
const PRICE_COLUMN_LABELS = {
  signPrice: "Sign Price",
  installPrice: "Install Price",
  signBudget: "Sign Budget",
  installBudget: "Install Budget",
  raceway: "Raceway"
};
const MONEY_MESSAGES = {
  invalid: "Enter a dollar amount, like 1,234.50",
  negative: "A price cannot be negative",
  decimals: "Use at most 2 decimals",
  tooLarge: "That amount is too large"
};
const MAX_CENTS = 1e10;
function parseCellMoney(input) {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, message: MONEY_MESSAGES.invalid };
    input = String(input);
  }
  if (typeof input !== "string") return { ok: false, message: MONEY_MESSAGES.invalid };
  const text2 = input.replace(/[$,\s]/g, "");
  if (/^-/.test(text2) && /^-(\d+(\.\d*)?|\.\d+)$/.test(text2)) return { ok: false, message: MONEY_MESSAGES.negative };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text2)) return { ok: false, message: MONEY_MESSAGES.invalid };
  const decimals = text2.includes(".") ? text2.split(".")[1].length : 0;
  if (decimals > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  const [whole = "0", frac = ""] = text2.split(".");
  const cents = Number(whole || "0") * 100 + Number((frac + "00").slice(0, 2));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, cents };
}
const moneyCents = z.unknown().transform((value, ctx) => {
  const parsed = parseCellMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }
  return parsed.cents;
});
function sizeNumber(name) {
  const match = /\d+(\.\d+)?/.exec(name);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}
function compareSizes(a, b) {
  const d = sizeNumber(a.sizeName) - sizeNumber(b.sizeName);
  if (d !== 0 && !Number.isNaN(d)) return d;
  const byName2 = a.sizeName.localeCompare(b.sizeName, "en", { numeric: true });
  return byName2 !== 0 ? byName2 : (a.id ?? 0) - (b.id ?? 0);
}
const id$1 = z.coerce.number().int().positive();
const shortText = (max2) => z.string().trim().max(max2, `At most ${max2} characters`);
const required = (label, max2) => shortText(max2).min(1, `${label} is required`);
const sizePricePatchSchema = z.object({
  sizeName: required("Size", 60).optional(),
  signPrice: moneyCents.optional(),
  installPrice: moneyCents.optional(),
  signBudget: moneyCents.optional(),
  installBudget: moneyCents.optional(),
  raceway: moneyCents.optional()
}).strict().refine((v) => Object.values(v).some((x) => x !== void 0), { message: "Nothing to change" });
const fillSchema = z.object({
  column: z.enum(PRICE_COLUMNS, { message: `column must be one of ${PRICE_COLUMNS.join(", ")}` }),
  value: moneyCents,
  pricingIds: z.array(id$1).min(1, "Choose at least one row").max(2e3)
}).strict();
const restoreSchema = z.object({
  column: z.enum(PRICE_COLUMNS),
  rows: z.array(z.object({ id: id$1, cents: z.number().int().min(0).max(MAX_CENTS) }).strict()).min(1).max(2e3)
}).strict();
const newSizeSchema = z.object({
  sizeName: required("Size", 60),
  signPrice: moneyCents.optional(),
  installPrice: moneyCents.optional(),
  signBudget: moneyCents.optional(),
  installBudget: moneyCents.optional(),
  raceway: moneyCents.optional()
}).strict();
const TEMPLATE_PLACEHOLDERS = [
  "{Size}",
  "{Color}",
  "{Fab Type}",
  "{Backer Size}",
  "{Backer Illumination}",
  "{Raceway-Mounted}",
  "{w/ Behind-The-Wall Raceway}",
  "{Fab Material}",
  "{Print Material}",
  "{Mounting Surface}",
  "{Anti-Graffiti}"
];
const multiplier = z.coerce.number({ message: "Enter a number like 0.55" }).min(0, "Cannot be negative").max(100, "At most 100");
const signFieldsSchema = z.object({
  brandId: id$1,
  name: required("Name", 120),
  signType: z.enum(SIGN_TYPES, { message: "Choose a sign type" }),
  placement: z.enum(["exterior", "interior"], { message: "Choose exterior or interior" }).default("exterior"),
  description: shortText(500).optional().default(""),
  image: shortText(500).optional().default(""),
  priceType: z.enum(PRICE_TYPES, { message: "Choose a price type" }).default("fixed"),
  displayOrder: z.coerce.number({ message: "Enter a whole number" }).int("Enter a whole number").min(0).max(1e5).default(999),
  signBudgetMultiplier: multiplier.default(0.55),
  installBudgetMultiplier: multiplier.default(0.55),
  isActive: z.boolean().default(true),
  optionIds: z.array(id$1).max(100).default([])
});
const newSignSchema = signFieldsSchema.strict();
const signPatchSchema = signFieldsSchema.partial().strict().refine((v) => Object.values(v).some((x) => x !== void 0), { message: "Nothing to change" });
const slug = z.string().trim().toLowerCase().min(1, "Slug is required").max(40, "At most 40 characters").regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes");
const imageRef = z.string().trim().max(500).refine((v) => v === "" || /^(https?:\/\/|\/)/.test(v), "Use a web address (https://...) or a path starting with /");
const brandFieldsSchema = z.object({
  name: required("Name", 80),
  slug,
  proposalPrefix: z.string().trim().toUpperCase().min(1, "Prefix is required").max(10, "At most 10 characters").regex(/^[A-Z0-9]+$/, "Use letters and digits"),
  image: imageRef.optional().default(""),
  status: z.enum(["Active", "Disabled"]).default("Active")
});
brandFieldsSchema.strict();
brandFieldsSchema.partial().strict().refine((v) => Object.values(v).some((x) => x !== void 0), { message: "Nothing to change" });
const serviceFieldsSchema = z.object({
  brandId: id$1,
  name: required("Name", 120),
  description: shortText(500).optional().default(""),
  icon: shortText(200).optional().default(""),
  priceType: z.enum(PRICE_TYPES, { message: "Choose a price type" }).default("fixed"),
  /** The fixed price in dollars (stored as the formula text '$N' the pricing reads). */
  fixedPrice: moneyCents.optional(),
  priceFormula: shortText(200).optional(),
  budgetMultiplier: multiplier.default(0),
  locationMultiplier: multiplier.nullable().optional(),
  isActive: z.boolean().default(true)
});
serviceFieldsSchema.strict();
serviceFieldsSchema.partial().strict().refine((v) => Object.values(v).some((x) => x !== void 0), { message: "Nothing to change" });
function fixedPriceFormula(cents) {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
const OPTION_MESSAGES = {
  updated: "Option value updated successfully",
  failed: "Failed to update option value",
  modifier: "Use +N%, +$N or +$N/SF (e.g. +20%, $150)",
  comma: "A value name cannot contain a comma",
  duplicate: "Another value already has this name"
};
const optionValueSchema = z.object({
  name: required("Value Name", 80).refine((v) => !v.includes(","), OPTION_MESSAGES.comma).refine((v) => !v.includes("+"), "A value name cannot contain +; put the amount in Modifier"),
  modifier: z.string().trim().max(20).optional().default("").transform((v, ctx) => {
    if (v === "") return null;
    const normalized = normalizeModifier(v);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: OPTION_MESSAGES.modifier });
      return z.NEVER;
    }
    return normalized;
  })
});
const optionPatchSchema = z.object({
  values: z.string().max(4e3).transform((text2, ctx) => {
    const entries = splitOptionValues(text2);
    const seen = /* @__PURE__ */ new Set();
    for (const [i, e] of entries.entries()) {
      if (!e.display) ctx.addIssue({ code: "custom", message: `Value ${i + 1} has no name` });
      if (e.rawModifier !== null && e.modifier === null)
        ctx.addIssue({ code: "custom", message: `${e.display || `Value ${i + 1}`}: ${OPTION_MESSAGES.modifier}` });
      const key = e.display.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: `${e.display}: ${OPTION_MESSAGES.duplicate}` });
      seen.add(key);
    }
    return joinOptionValues(entries.map((e) => ({ display: e.display, modifier: e.modifier })));
  }).optional(),
  placeholder: shortText(80).optional(),
  type: z.enum(OPTION_TYPES).optional(),
  appliesTo: z.enum(APPLIES_TO).optional(),
  isActive: z.boolean().optional()
}).strict().refine((v) => Object.values(v).some((x) => x !== void 0), { message: "Nothing to change" });
const signsTabFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save-sizes"),
    signId: id$1,
    sizes: z.array(
      z.object({
        id: id$1,
        sizeName: required("Size", 60),
        signPrice: moneyCents,
        installPrice: moneyCents,
        signBudget: moneyCents,
        installBudget: moneyCents,
        raceway: moneyCents
      })
    ).max(500)
  }),
  z.object({ intent: z.literal("add-size"), signId: id$1, sizeName: required("Size", 60) }),
  z.object({ intent: z.literal("remove-size"), sizeId: id$1 })
]);
const DATA_TABS = ["brands", "signs", "services", "options"];
function dataTab(value) {
  if (value === null || value === "") return "brands";
  return DATA_TABS.includes(value) ? value : null;
}
function openIdsParam(value) {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  return [...new Set(value.split(",").map(Number))].slice(0, 600);
}
const signFormSchema = signFieldsSchema.omit({ isActive: true }).extend({ status: z.enum(["Active", "Disabled"]).default("Active") });
const optionValueSaveSchema = optionValueSchema.extend({ intent: z.literal("save") });
const optionValueFormSchema = z.discriminatedUnion("intent", [optionValueSaveSchema, z.object({ intent: z.enum(["remove", "move-up", "move-down"]) })]);
async function sendJson(url, method, body2) {
  try {
    const res = await fetch(url, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body2) });
    const json2 = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body: json2 };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
function errorText(body2, fallback) {
  if (body2 && typeof body2 === "object") {
    const { error, fields } = body2;
    const first = fields ? Object.values(fields)[0]?.[0] : void 0;
    return first ?? error ?? fallback;
  }
  return fallback;
}
const cellId = (c) => `${c.sizeId}:${c.col}`;
function SignsGrid({ signs: signs2, openIds, formErrors }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => new Set(openIds));
  const [saved, setSaved] = useState(/* @__PURE__ */ new Map());
  useEffect(() => setSaved(/* @__PURE__ */ new Map()), [signs2]);
  const [active, setActive] = useState(null);
  const [editing, setEditing] = useState(null);
  const [errors, setErrors] = useState(/* @__PURE__ */ new Map());
  const [drag, setDrag] = useState(null);
  const [toast, setToast] = useState(null);
  const gridRef = useRef(null);
  const openList = useMemo(() => [...open], [open]);
  const sizeOf = useCallback((s) => saved.get(s.id) ?? s, [saved]);
  const order = useMemo(() => signs2.filter((s) => open.has(s.id)).flatMap((s) => s.sizes.map((z2) => ({ signId: s.id, id: z2.id }))), [signs2, open]);
  const indexOf = useMemo(() => new Map(order.map((r, i) => [r.id, i])), [order]);
  useEffect(() => {
    if (!active || editing) return;
    const el = gridRef.current?.querySelector(`[data-cell="${cellId(active)}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [active, editing]);
  useEffect(() => {
    if (!toast || toast.undo) return;
    const timer = setTimeout(() => setToast(null), 3e3);
    return () => clearTimeout(timer);
  }, [toast]);
  function setError(cell2, message) {
    setErrors((prev) => {
      const next = new Map(prev);
      if (message) next.set(cellId(cell2), message);
      else next.delete(cellId(cell2));
      return next;
    });
  }
  function apply(rows, col) {
    setSaved((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        const base = next.get(r.id) ?? signs2.flatMap((s) => s.sizes).find((z2) => z2.id === r.id);
        if (base) next.set(r.id, { ...base, [col]: r.cents });
      }
      return next;
    });
  }
  async function commit(edit) {
    setEditing(null);
    const parsed = parseCellMoney(edit.text);
    if (!parsed.ok) {
      setError(edit, parsed.message);
      return;
    }
    const size = signs2.flatMap((s) => s.sizes).find((z2) => z2.id === edit.sizeId);
    if (!size) return;
    if (sizeOf(size)[edit.col] === parsed.cents) {
      setError(edit, null);
      return;
    }
    const res = await sendJson(`/api/sign-pricing/${edit.sizeId}`, "PATCH", { [edit.col]: edit.text });
    if (!res.ok) {
      setError(edit, errorText(res.body, "Failed to save the price"));
      return;
    }
    setError(edit, null);
    apply([{ id: edit.sizeId, cents: parsed.cents }], edit.col);
    setToast({ text: `Saved ${PRICE_COLUMN_LABELS[edit.col]} of ${size.sizeName}: ${formatCents(parsed.cents)}` });
  }
  function move(cell2, dRow, dCol) {
    const row = indexOf.get(cell2.sizeId);
    if (row === void 0) return;
    let c = PRICE_COLUMNS.indexOf(cell2.col) + dCol;
    let r = row + dRow;
    if (c >= PRICE_COLUMNS.length) {
      c = 0;
      r += 1;
    } else if (c < 0) {
      c = PRICE_COLUMNS.length - 1;
      r -= 1;
    }
    const target2 = order[r];
    if (!target2) return;
    setActive({ sizeId: target2.id, col: PRICE_COLUMNS[c] });
  }
  function onCellKey(event, cell2, value) {
    if (editing) return;
    const keys = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = keys[event.key];
    if (step) {
      event.preventDefault();
      move(cell2, step[0], step[1]);
    } else if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      setEditing({ ...cell2, text: centsToInput(value) });
    } else if (event.key === "Escape") {
      setError(cell2, null);
    }
  }
  function onEditKey(event) {
    if (!editing) return;
    if (event.key === "Enter") {
      event.preventDefault();
      void commit(editing);
      setActive({ sizeId: editing.sizeId, col: editing.col });
    } else if (event.key === "Escape") {
      event.preventDefault();
      setEditing(null);
      setActive({ sizeId: editing.sizeId, col: editing.col });
    } else if (event.key === "Tab") {
      event.preventDefault();
      void commit(editing);
      move(editing, 0, event.shiftKey ? -1 : 1);
    }
  }
  function startDrag(event, signId, cell2) {
    event.preventDefault();
    event.stopPropagation();
    setDrag({ signId, col: cell2.col, sourceId: cell2.sizeId, targetId: cell2.sizeId });
  }
  const dragRef = useRef(null);
  dragRef.current = drag;
  useEffect(() => {
    if (!drag) return;
    function onMove(e) {
      const d = dragRef.current;
      if (!d) return;
      const el = document.elementFromPoint(e.clientX, e.clientY)?.closest("[data-size-row]");
      if (!el) return;
      const id2 = Number(el.dataset.sizeRow);
      if (Number(el.dataset.signId) === d.signId && id2 !== d.targetId) setDrag({ ...d, targetId: id2 });
    }
    function onUp() {
      const d = dragRef.current;
      setDrag(null);
      if (d) void finishDrag(d);
    }
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp, { once: true });
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
    };
  }, [drag !== null]);
  function covered(d) {
    const a = indexOf.get(d.sourceId);
    const b = indexOf.get(d.targetId);
    if (a === void 0 || b === void 0) return [];
    const [from, to] = a <= b ? [a, b] : [b, a];
    return order.slice(from, to + 1).filter((r) => r.signId === d.signId && r.id !== d.sourceId).map((r) => r.id);
  }
  async function finishDrag(d) {
    const ids = covered(d);
    if (ids.length === 0) return;
    const source = signs2.flatMap((s) => s.sizes).find((z2) => z2.id === d.sourceId);
    if (!source) return;
    const value = sizeOf(source)[d.col];
    const res = await sendJson("/api/sign-pricing/fill", "POST", { column: d.col, value: centsToInput(value), pricingIds: ids });
    if (!res.ok) {
      setToast({ text: errorText(res.body, "Failed to fill the column"), error: true });
      return;
    }
    const body2 = res.body;
    apply(body2.after, d.col);
    setToast({
      text: `Filled ${PRICE_COLUMN_LABELS[d.col]} of ${ids.length} size${ids.length === 1 ? "" : "s"} with ${formatCents(value)}`,
      undo: { column: d.col, rows: body2.before }
    });
  }
  async function undo(u) {
    const res = await sendJson("/api/sign-pricing/restore", "POST", u);
    if (!res.ok) {
      setToast({ text: errorText(res.body, "Failed to undo"), error: true });
      return;
    }
    apply(u.rows, u.column);
    setToast({ text: "Fill undone" });
  }
  const dragIds = useMemo(() => drag ? /* @__PURE__ */ new Set([drag.sourceId, ...covered(drag)]) : null, [drag]);
  function toggle(signId, event) {
    if (!hydrated) return;
    event.preventDefault();
    const next = new Set(open);
    if (next.has(signId)) next.delete(signId);
    else next.add(signId);
    setOpen(next);
    const url = new URL(window.location.href);
    if (next.size) url.searchParams.set("open", [...next].join(","));
    else url.searchParams.delete("open");
    window.history.replaceState(window.history.state, "", url);
  }
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("p", { className: "mb-2 text-sm text-slate-600", children: hydrated ? /* @__PURE__ */ jsxs(Fragment, { children: [
      "Click a price to select it; Enter edits, Escape cancels, arrows and Tab move. ",
      /* @__PURE__ */ jsx("span", { className: "font-medium", children: "Drag to fill" }),
      ": drag the handle at the corner of a selected price up or down its column."
    ] }) : "Open a sign to edit its sizes, then press Save." }),
    /* @__PURE__ */ jsx("div", { className: "overflow-x-auto rounded-lg border border-slate-200", children: /* @__PURE__ */ jsxs("table", { ref: gridRef, role: hydrated ? "grid" : void 0, "aria-label": "Signs and sizes", className: "w-full min-w-[900px] text-sm select-none", children: [
      /* @__PURE__ */ jsx("thead", { className: "bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase", children: /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "col", className: "w-10 px-2 py-2", children: /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Open" }) }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "px-3 py-2", children: "Sign / Size" }),
        PRICE_COLUMNS.map((c) => /* @__PURE__ */ jsx("th", { scope: "col", className: "px-3 py-2 text-right", children: PRICE_COLUMN_LABELS[c] }, c)),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "px-3 py-2", children: /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Actions" }) })
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: signs2.map((sign) => /* @__PURE__ */ jsx(
        SignBlock,
        {
          sign,
          isOpen: open.has(sign.id),
          openIds: openList,
          hydrated,
          sizeOf,
          active,
          editing,
          errors,
          dragIds: drag?.signId === sign.id ? dragIds : null,
          dragCol: drag?.col ?? null,
          formErrors,
          onToggle: toggle,
          onActivate: setActive,
          onEdit: (cell2, value) => setEditing({ ...cell2, text: centsToInput(value) }),
          onCellKey,
          onEditText: (text2) => setEditing((e) => e ? { ...e, text: text2 } : e),
          onEditKey,
          onEditBlur: () => editing && void commit(editing),
          onStartDrag: startDrag
        },
        sign.id
      )) })
    ] }) }),
    toast ? /* @__PURE__ */ jsxs(
      "div",
      {
        role: toast.error ? "alert" : "status",
        "data-testid": "grid-toast",
        className: `fixed right-4 bottom-4 z-50 flex max-w-sm items-center gap-3 rounded-md border p-3 text-sm shadow-lg ${toast.error ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`,
        children: [
          /* @__PURE__ */ jsx("span", { className: "flex-1", children: toast.text }),
          toast.undo ? /* @__PURE__ */ jsx("button", { type: "button", className: "rounded border border-slate-300 px-2 py-1 font-medium hover:bg-slate-50", onClick: () => void undo(toast.undo), children: "Undo" }) : null,
          /* @__PURE__ */ jsx("button", { type: "button", "aria-label": "Close", className: "px-1 opacity-70 hover:opacity-100", onClick: () => setToast(null), children: "×" })
        ]
      }
    ) : null
  ] });
}
function toggleHref(openIds, signId) {
  const next = openIds.includes(signId) ? openIds.filter((id2) => id2 !== signId) : [...openIds, signId];
  const params = new URLSearchParams({ tab: "signs" });
  if (next.length) params.set("open", next.join(","));
  return `/data?${params}`;
}
const SignBlock = memo(function SignBlock2(props) {
  const { sign, isOpen, hydrated } = props;
  const formId = `sizes-${sign.id}`;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-200 bg-white", children: [
      /* @__PURE__ */ jsx("td", { className: "px-2 py-2 align-top", children: /* @__PURE__ */ jsx(
        Link,
        {
          to: toggleHref(props.openIds, sign.id),
          preventScrollReset: true,
          "aria-expanded": isOpen,
          "aria-label": `${isOpen ? "Close" : "Open"} ${sign.name} sizes`,
          onClick: (e) => props.onToggle(sign.id, e),
          className: "inline-flex h-7 w-7 items-center justify-center rounded hover:bg-slate-100",
          children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: isOpen ? "▾" : "▸" })
        }
      ) }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", colSpan: 6, children: /* @__PURE__ */ jsxs("div", { className: "flex items-start gap-3", children: [
        sign.image ? /* @__PURE__ */ jsx("img", { src: sign.image, alt: "", className: "h-10 w-10 shrink-0 rounded object-cover", loading: "lazy" }) : /* @__PURE__ */ jsx("div", { className: "h-10 w-10 shrink-0 rounded bg-slate-100", "aria-hidden": "true" }),
        /* @__PURE__ */ jsxs("div", { className: "min-w-0", children: [
          /* @__PURE__ */ jsxs("p", { className: "font-medium text-slate-900", children: [
            sign.name,
            " ",
            /* @__PURE__ */ jsxs("span", { className: "text-xs font-normal text-slate-500", children: [
              "· ",
              sign.brandName,
              " · ",
              sign.signType,
              " · ",
              sign.sizes.length,
              " sizes"
            ] }),
            sign.isActive ? null : /* @__PURE__ */ jsx("span", { className: "ml-2 rounded bg-slate-200 px-1.5 text-xs", children: "Disabled" })
          ] }),
          /* @__PURE__ */ jsx("p", { className: "truncate text-xs text-slate-500", children: sign.description || "No description" })
        ] })
      ] }) }),
      /* @__PURE__ */ jsxs("td", { className: "px-3 py-2 text-right align-top whitespace-nowrap", children: [
        /* @__PURE__ */ jsxs(Link, { to: `/data/signs/${sign.id}/edit`, preventScrollReset: true, className: "text-sm font-medium text-slate-700 underline-offset-2 hover:underline", children: [
          "Edit",
          /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
            " ",
            sign.name
          ] })
        ] }),
        /* @__PURE__ */ jsx("span", { className: "mx-1 text-slate-300", children: "|" }),
        /* @__PURE__ */ jsxs(Link, { to: `/data/signs/${sign.id}/history`, preventScrollReset: true, className: "text-sm font-medium text-slate-700 underline-offset-2 hover:underline", children: [
          "History",
          /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
            " of ",
            sign.name
          ] })
        ] })
      ] })
    ] }),
    isOpen ? sign.sizes.map((raw, i) => {
      const size = props.sizeOf(raw);
      return /* @__PURE__ */ jsxs("tr", { "data-size-row": size.id, "data-sign-id": sign.id, className: "border-t border-slate-100 bg-slate-50/50", children: [
        /* @__PURE__ */ jsx("td", {}),
        /* @__PURE__ */ jsx("th", { scope: "row", className: "px-3 py-1 pl-8 text-left font-normal text-slate-700", children: hydrated ? size.sizeName : /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx("input", { type: "hidden", name: `sizes[${i}].id`, value: size.id, form: formId }),
          /* @__PURE__ */ jsx("label", { className: "sr-only", htmlFor: `size-${size.id}-name`, children: "Size name" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `size-${size.id}-name`,
              name: `sizes[${i}].sizeName`,
              defaultValue: size.sizeName,
              form: formId,
              className: "w-28 rounded border border-slate-300 px-2 py-1"
            }
          )
        ] }) }),
        PRICE_COLUMNS.map((col) => {
          const cell2 = { sizeId: size.id, col };
          const key = `${size.id}:${col}`;
          if (!hydrated) {
            const err = props.formErrors?.[`sizes[${i}].${col}`]?.[0];
            return /* @__PURE__ */ jsxs("td", { className: "px-2 py-1 text-right", children: [
              /* @__PURE__ */ jsx(
                "input",
                {
                  name: `sizes[${i}].${col}`,
                  defaultValue: centsToInput(size[col]),
                  "aria-label": `${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`,
                  "aria-invalid": err ? true : void 0,
                  inputMode: "decimal",
                  form: formId,
                  className: "w-24 rounded border border-slate-300 px-2 py-1 text-right"
                }
              ),
              err ? /* @__PURE__ */ jsx("p", { className: "text-xs text-red-700", children: err }) : null
            ] }, col);
          }
          const isActive = props.active?.sizeId === size.id && props.active.col === col;
          const isEditing = props.editing?.sizeId === size.id && props.editing.col === col;
          const error = props.errors.get(key);
          const inDrag = props.dragCol === col && props.dragIds?.has(size.id);
          return /* @__PURE__ */ jsxs(
            "td",
            {
              role: "gridcell",
              "data-cell": key,
              tabIndex: isActive || !props.active && i === 0 && col === "signPrice" ? 0 : -1,
              "aria-label": `${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`,
              "aria-invalid": error ? true : void 0,
              onClick: () => props.onActivate(cell2),
              onDoubleClick: () => props.onEdit(cell2, size[col]),
              onKeyDown: (e) => props.onCellKey(e, cell2, size[col]),
              className: `relative px-3 py-1 text-right tabular-nums outline-none ${isActive ? "ring-2 ring-slate-900 ring-inset" : ""} ${inDrag ? "bg-sky-100" : ""}`,
              children: [
                isEditing ? /* @__PURE__ */ jsx(
                  "input",
                  {
                    autoFocus: true,
                    "aria-label": `${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`,
                    value: props.editing.text,
                    onChange: (e) => props.onEditText(e.target.value),
                    onKeyDown: props.onEditKey,
                    onBlur: props.onEditBlur,
                    inputMode: "decimal",
                    className: "w-24 rounded border border-slate-400 px-1 py-0.5 text-right"
                  }
                ) : /* @__PURE__ */ jsx("span", { children: formatCents(size[col]) }),
                error ? /* @__PURE__ */ jsx("span", { role: "alert", className: "block text-xs whitespace-nowrap text-red-700", children: error }) : null,
                isActive && !isEditing ? /* @__PURE__ */ jsx(
                  "span",
                  {
                    role: "button",
                    "aria-label": "Drag to fill",
                    title: "Drag to fill",
                    "data-testid": "fill-handle",
                    onPointerDown: (e) => props.onStartDrag(e, sign.id, cell2),
                    className: "absolute right-0 bottom-0 z-10 h-2.5 w-2.5 translate-x-1/2 translate-y-1/2 cursor-ns-resize touch-none border border-white bg-slate-900"
                  }
                ) : null
              ]
            },
            col
          );
        }),
        /* @__PURE__ */ jsx("td", { className: "px-3 py-1 text-right", children: /* @__PURE__ */ jsx(RemoveSize, { sizeId: size.id, sizeName: size.sizeName, openIds: props.openIds }) })
      ] }, size.id);
    }) : null,
    isOpen ? /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-100 bg-slate-50/50", children: [
      /* @__PURE__ */ jsx("td", {}),
      /* @__PURE__ */ jsx("td", { colSpan: 7, className: "px-3 py-2 pl-8", children: /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap items-center gap-3", children: [
        /* @__PURE__ */ jsx(AddSize, { signId: sign.id, signName: sign.name, openIds: props.openIds }),
        !hydrated && sign.sizes.length ? /* @__PURE__ */ jsxs(Form, { method: "post", id: formId, action: signsAction(props.openIds), preventScrollReset: true, children: [
          /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "save-sizes" }),
          /* @__PURE__ */ jsx("input", { type: "hidden", name: "signId", value: sign.id }),
          /* @__PURE__ */ jsxs("button", { type: "submit", className: "rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white", children: [
            "Save",
            /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
              " ",
              sign.name,
              " sizes"
            ] })
          ] })
        ] }) : null
      ] }) })
    ] }) : null
  ] });
});
function signsAction(openIds) {
  return `/data?tab=signs${openIds.length ? `&open=${openIds.join(",")}` : ""}`;
}
function AddSize({ signId, signName, openIds }) {
  const fetcher = useFetcher();
  const error = fetcher.data?.intent === "add-size" ? fetcher.data.error : void 0;
  return /* @__PURE__ */ jsxs(fetcher.Form, { method: "post", action: signsAction(openIds), className: "flex items-center gap-2", preventScrollReset: true, children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "add-size" }),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "signId", value: signId }),
    /* @__PURE__ */ jsxs("label", { className: "sr-only", htmlFor: `new-size-${signId}`, children: [
      "New size for ",
      signName
    ] }),
    /* @__PURE__ */ jsx("input", { id: `new-size-${signId}`, name: "sizeName", placeholder: 'New size, e.g. 36"', className: "w-40 rounded border border-slate-300 px-2 py-1" }),
    /* @__PURE__ */ jsx("button", { type: "submit", className: "rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-white", children: "Add Size" }),
    error ? /* @__PURE__ */ jsx("span", { role: "alert", className: "text-xs text-red-700", children: error }) : null
  ] });
}
function RemoveSize({ sizeId, sizeName, openIds }) {
  const fetcher = useFetcher();
  return /* @__PURE__ */ jsxs(fetcher.Form, { method: "post", action: signsAction(openIds), preventScrollReset: true, children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "remove-size" }),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "sizeId", value: sizeId }),
    /* @__PURE__ */ jsx("button", { type: "submit", className: "text-xs text-slate-500 hover:text-red-700", "aria-label": `Remove size ${sizeName}`, children: "Remove" })
  ] });
}
function StatusBadge({ active }) {
  return /* @__PURE__ */ jsx("span", { className: `rounded-full px-2 py-0.5 text-xs font-medium ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`, children: active ? "Active" : "Disabled" });
}
function ScrollTable({ label, head, children }) {
  return /* @__PURE__ */ jsx("div", { className: "overflow-x-auto rounded-lg border border-slate-200", children: /* @__PURE__ */ jsxs("table", { "aria-label": label, className: "w-full min-w-[720px] text-sm", children: [
    /* @__PURE__ */ jsx("thead", { className: "bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase", children: /* @__PURE__ */ jsx("tr", { children: head.map((h, i) => /* @__PURE__ */ jsx("th", { scope: "col", className: "px-3 py-2", children: h || /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Actions" }) }, i)) }) }),
    /* @__PURE__ */ jsx("tbody", { children })
  ] }) });
}
function StatusToggle({ intent, id: id2, active, name }) {
  return /* @__PURE__ */ jsxs(Form, { method: "post", action: "/data", className: "inline", children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: intent }),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "id", value: id2 }),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "status", value: active ? "Disabled" : "Active" }),
    /* @__PURE__ */ jsxs("button", { type: "submit", className: "text-sm font-medium text-slate-700 underline-offset-2 hover:underline", children: [
      active ? "Disable" : "Enable",
      /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
        " ",
        name
      ] })
    ] })
  ] });
}
const actionLink = "text-sm font-medium text-slate-700 underline-offset-2 hover:underline";
function BrandsTable({ brands: brands2 }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("div", { className: "mb-3 flex justify-end", children: /* @__PURE__ */ jsx(Link, { to: "/data/brands/new", className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white", children: "Add Brand" }) }),
    /* @__PURE__ */ jsx(ScrollTable, { label: "Brands", head: ["Image", "Name", "Prefix", "Status", "Signs", "Services", ""], children: brands2.map((b) => /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-100", children: [
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: b.brand_image ? /* @__PURE__ */ jsx("img", { src: b.brand_image, alt: "", className: "h-8 w-8 rounded object-cover" }) : /* @__PURE__ */ jsx("div", { className: "h-8 w-8 rounded bg-slate-100" }) }),
      /* @__PURE__ */ jsxs("td", { className: "px-3 py-2 font-medium", children: [
        b.brand_name,
        /* @__PURE__ */ jsx("span", { className: "block text-xs font-normal text-slate-500", children: b.brand_slug })
      ] }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: b.proposal_prefix }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: /* @__PURE__ */ jsx(StatusBadge, { active: b.status === "Active" }) }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2 tabular-nums", children: b.signs_count }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2 tabular-nums", children: b.services_number }),
      /* @__PURE__ */ jsxs("td", { className: "space-x-3 px-3 py-2 text-right whitespace-nowrap", children: [
        /* @__PURE__ */ jsxs(Link, { to: `/data/brands/${b.id}/edit`, className: actionLink, children: [
          "Edit",
          /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
            " ",
            b.brand_name
          ] })
        ] }),
        /* @__PURE__ */ jsx(StatusToggle, { intent: "brand-status", id: b.id, active: b.status === "Active", name: b.brand_name })
      ] })
    ] }, b.id)) })
  ] });
}
function ServicesTable({ services: services2 }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("div", { className: "mb-3 flex justify-end", children: /* @__PURE__ */ jsx(Link, { to: "/data/services/new", className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white", children: "Add Service" }) }),
    /* @__PURE__ */ jsx(ScrollTable, { label: "Services", head: ["Icon", "Name", "Description", "Status", "Price Formula", ""], children: services2.map((s) => /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-100", children: [
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2 text-xl", "aria-hidden": "true", children: s.icon || "🛠️" }),
      /* @__PURE__ */ jsxs("td", { className: "px-3 py-2 font-medium", children: [
        s.name,
        /* @__PURE__ */ jsxs("span", { className: "block text-xs font-normal text-slate-500", children: [
          s.brandName,
          " · ",
          s.priceType
        ] })
      ] }),
      /* @__PURE__ */ jsx("td", { className: "max-w-xs px-3 py-2 text-slate-600", children: s.description || "No description" }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: /* @__PURE__ */ jsx(StatusBadge, { active: s.isActive }) }),
      /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: s.priceFormula || "No formula set" }),
      /* @__PURE__ */ jsxs("td", { className: "space-x-3 px-3 py-2 text-right whitespace-nowrap", children: [
        /* @__PURE__ */ jsxs(Link, { to: `/data/services/${s.id}/edit`, className: actionLink, children: [
          "Edit",
          /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
            " ",
            s.name
          ] })
        ] }),
        /* @__PURE__ */ jsx(StatusToggle, { intent: "service-status", id: s.id, active: s.isActive, name: `${s.name} (${s.brandName})` })
      ] })
    ] }, s.id)) })
  ] });
}
function OptionsTable({ options }) {
  return /* @__PURE__ */ jsx(ScrollTable, { label: "Options", head: ["Name", "Placeholder", "Type", "Status", "Values"], children: options.map((o) => /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-100 align-top", children: [
    /* @__PURE__ */ jsx("td", { className: "px-3 py-2 font-medium", children: o.name }),
    /* @__PURE__ */ jsx("td", { className: "px-3 py-2 text-slate-600", children: o.placeholder || "—" }),
    /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: o.type }),
    /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: /* @__PURE__ */ jsx(StatusBadge, { active: o.isActive }) }),
    /* @__PURE__ */ jsx("td", { className: "px-3 py-2", children: /* @__PURE__ */ jsxs("ul", { className: "flex flex-wrap gap-1.5", "aria-label": `${o.name} values`, children: [
      o.parsedValues.map((v, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
        Link,
        {
          to: `/data/options/${o.id}/values/${i}`,
          preventScrollReset: true,
          className: "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs hover:border-slate-500",
          children: [
            v.display,
            v.modifier ? /* @__PURE__ */ jsx("span", { className: "font-medium text-emerald-700", children: v.modifier }) : null
          ]
        }
      ) }, `${i}-${v.display}`)),
      /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
        Link,
        {
          to: `/data/options/${o.id}/values/new`,
          preventScrollReset: true,
          className: "inline-flex rounded-full border border-dashed border-slate-400 px-2.5 py-0.5 text-xs text-slate-600 hover:border-slate-600",
          children: [
            "+ Add value",
            /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
              " to ",
              o.name
            ] })
          ]
        }
      ) })
    ] }) })
  ] }, o.id)) });
}
function asText(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
function recordChanges(tx, actor, changes) {
  const rows = changes.map((c) => ({ ...c, oldValue: asText(c.oldValue), newValue: asText(c.newValue) })).filter((c) => c.oldValue !== c.newValue).map((c) => ({
    entity: c.entity,
    entityId: c.entityId,
    signId: c.signId ?? null,
    field: c.field,
    oldValue: c.oldValue,
    newValue: c.newValue,
    userId: actor.id,
    userName: displayName(actor) === "User" ? actor.email : displayName(actor)
  }));
  for (let i = 0; i < rows.length; i += 500) tx.insert(catalogueChanges).values(rows.slice(i, i + 500)).run();
}
function diff(before, after) {
  const out = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === void 0) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) out.push({ field, oldValue: before[field], newValue: value });
  }
  return out;
}
function listChanges(filter) {
  const c = catalogueChanges;
  const where = [];
  if (filter.signId !== void 0) where.push(eq(c.signId, filter.signId));
  if (filter.sizeId !== void 0) where.push(and(eq(c.entity, "sign_size"), eq(c.entityId, filter.sizeId)));
  if (filter.entity !== void 0) where.push(eq(c.entity, filter.entity));
  if (filter.entityId !== void 0) where.push(eq(c.entityId, filter.entityId));
  return getDb().select().from(c).where(and(...where)).orderBy(desc(c.createdAt), desc(c.id)).limit(filter.limit ?? 200).all().map((r) => ({
    id: r.id,
    entity: r.entity,
    entityId: r.entityId,
    signId: r.signId,
    field: r.field,
    oldValue: r.oldValue,
    newValue: r.newValue,
    userName: r.userName,
    createdAt: new Date(r.createdAt).toISOString()
  }));
}
class AdminWriteError extends Error {
  constructor(status, message, field = "_") {
    super(message);
    this.status = status;
    this.field = field;
  }
  status;
  field;
}
function isUniqueViolation(error) {
  return typeof error === "object" && error !== null && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}
function uniqueField(error) {
  const message = String(error.message);
  if (message.includes("brands.slug")) throw new AdminWriteError(409, "Another brand already uses this slug", "slug");
  throw new AdminWriteError(409, "Another brand already has this name", "name");
}
function updateBrand(actor, id2, fields) {
  return getDb().transaction((tx) => {
    const before = tx.select().from(brands$4).where(eq(brands$4.id, id2)).get();
    if (!before) throw new AdminWriteError(404, "Brand not found", "id");
    const set = { ...fields, ...fields.image !== void 0 ? { image: fields.image || null } : {} };
    const changes = diff(before, set);
    if (!changes.length) return before;
    try {
      tx.update(brands$4).set(set).where(eq(brands$4.id, id2)).run();
    } catch (error) {
      if (isUniqueViolation(error)) uniqueField(error);
      throw error;
    }
    recordChanges(tx, actor, changes.map((c) => ({ entity: "brand", entityId: id2, ...c })));
    return { ...before, ...set };
  });
}
function listOptions() {
  const db = getDb();
  const counts = /* @__PURE__ */ new Map();
  for (const link of db.select({ optionId: signOptionSigns.optionId }).from(signOptionSigns).all()) {
    counts.set(link.optionId, (counts.get(link.optionId) ?? 0) + 1);
  }
  return db.select().from(signOptions).orderBy(asc(signOptions.sortOrder), asc(signOptions.name)).all().map((o) => ({ ...o, parsedValues: parseOptionValues(o.values), signCount: counts.get(o.id) ?? 0 }));
}
function findOption(id2) {
  return listOptions().find((o) => o.id === id2) ?? null;
}
function updateOption(actor, id2, patch) {
  getDb().transaction((tx) => {
    const before = tx.select().from(signOptions).where(eq(signOptions.id, id2)).get();
    if (!before) throw new AdminWriteError(404, "Option not found", "id");
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== void 0));
    if (set.placeholder === "") set.placeholder = null;
    tx.update(signOptions).set(set).where(eq(signOptions.id, id2)).run();
    recordChanges(
      tx,
      actor,
      Object.entries(set).map(([field, value]) => ({ entity: "option", entityId: id2, field, oldValue: before[field], newValue: value }))
    );
  });
  return findOption(id2);
}
function listServicesForAdmin() {
  return getDb().select({ service: services$2, brandName: brands$4.name }).from(services$2).innerJoin(brands$4, eq(brands$4.id, services$2.brandId)).orderBy(asc(brands$4.name), asc(services$2.displayOrder), asc(services$2.name)).all().map(({ service, brandName }) => ({ ...service, brandName }));
}
function columns(fields) {
  const { fixedPrice, ...rest } = fields;
  const set = { ...rest };
  if (rest.description !== void 0) set.description = rest.description || null;
  if (rest.icon !== void 0) set.icon = rest.icon || null;
  if (rest.priceFormula !== void 0) set.priceFormula = rest.priceFormula || null;
  if (fixedPrice !== void 0) set.priceFormula = fixedPriceFormula(fixedPrice);
  for (const key of Object.keys(set)) if (set[key] === void 0) delete set[key];
  return set;
}
function checkBrand(brandId) {
  if (brandId === void 0) return;
  const brand = getDb().select({ id: brands$4.id }).from(brands$4).where(eq(brands$4.id, brandId)).get();
  if (!brand) throw new AdminWriteError(400, "Unknown brand", "brandId");
}
function updateService(actor, id2, fields) {
  checkBrand(fields.brandId);
  return getDb().transaction((tx) => {
    const before = tx.select().from(services$2).where(eq(services$2.id, id2)).get();
    if (!before) throw new AdminWriteError(404, "Service not found", "id");
    const set = columns(fields);
    const changes = diff(before, set);
    if (!changes.length) return before;
    try {
      tx.update(services$2).set(set).where(eq(services$2.id, id2)).run();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AdminWriteError(409, "This brand already has a service with that name", "name");
      throw error;
    }
    recordChanges(tx, actor, changes.map((c) => ({ entity: "service", entityId: id2, ...c })));
    return { ...before, ...set };
  });
}
const COLUMN = {
  signPrice: "signPrice",
  installPrice: "installPrice",
  signBudget: "signBudget",
  installBudget: "installBudget",
  raceway: "racewayPrice"
};
const toSizeRow = (s) => ({
  id: s.id,
  signId: s.signId,
  sizeName: s.sizeName,
  signPrice: s.signPrice,
  installPrice: s.installPrice,
  signBudget: s.signBudget,
  installBudget: s.installBudget,
  raceway: s.racewayPrice
});
function listSignsWithPricing(filter = {}) {
  const db = getDb();
  const s = signs$2;
  const signs2 = db.select({ sign: s, brandName: brands$4.name }).from(s).innerJoin(brands$4, eq(brands$4.id, s.brandId)).where(filter.brandId ? eq(s.brandId, filter.brandId) : void 0).orderBy(asc(brands$4.name), asc(s.displayOrder), asc(s.name), asc(s.id)).all();
  const ids = filter.brandId ? signs2.map((r) => r.sign.id) : null;
  const sizes = db.select().from(signSizes$1).where(ids ? inArray(signSizes$1.signId, ids.length ? ids : [-1]) : void 0).all();
  const links = db.select().from(signOptionSigns).all();
  const sizesBySign = /* @__PURE__ */ new Map();
  for (const size of sizes) {
    const list = sizesBySign.get(size.signId) ?? [];
    list.push(toSizeRow(size));
    sizesBySign.set(size.signId, list);
  }
  const optionsBySign = /* @__PURE__ */ new Map();
  for (const link of links) {
    const list = optionsBySign.get(link.signId) ?? [];
    list.push(link.optionId);
    optionsBySign.set(link.signId, list);
  }
  return signs2.map(({ sign, brandName }) => ({
    id: sign.id,
    brandId: sign.brandId,
    brandName,
    name: sign.name,
    signType: sign.signType,
    placement: sign.placement,
    image: sign.image,
    description: sign.description,
    priceType: sign.priceType,
    displayOrder: sign.displayOrder,
    signBudgetMultiplier: sign.signBudgetMultiplier,
    installBudgetMultiplier: sign.installBudgetMultiplier,
    isActive: sign.isActive,
    optionIds: (optionsBySign.get(sign.id) ?? []).sort((a, b) => a - b),
    sizes: (sizesBySign.get(sign.id) ?? []).sort(compareSizes)
  }));
}
function findSign(id2) {
  const sign = getDb().select({ brandId: signs$2.brandId }).from(signs$2).where(eq(signs$2.id, id2)).get();
  if (!sign) return null;
  return listSignsWithPricing({ brandId: sign.brandId }).find((s) => s.id === id2) ?? null;
}
function sizeOr404(tx, id2) {
  const row = tx.select().from(signSizes$1).where(eq(signSizes$1.id, id2)).get();
  if (!row) throw new AdminWriteError(404, "Size not found", "id");
  return row;
}
function applySizeChange(tx, actor, before, change) {
  const set = {};
  if (change.sizeName !== void 0) set.sizeName = change.sizeName;
  for (const [key, column] of Object.entries(COLUMN)) {
    if (change[key] !== void 0) set[column] = change[key];
  }
  const changes = diff(before, set);
  if (changes.length === 0) return before;
  try {
    tx.update(signSizes$1).set(set).where(eq(signSizes$1.id, before.id)).run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, "This sign already has a size with that name", "sizeName");
    throw error;
  }
  recordChanges(
    tx,
    actor,
    changes.map((c) => ({ entity: "sign_size", entityId: before.id, signId: before.signId, ...c }))
  );
  return { ...before, ...set };
}
function updateSize(actor, id2, change) {
  return getDb().transaction((tx) => toSizeRow(applySizeChange(tx, actor, sizeOr404(tx, id2), change)));
}
function saveSignSizes(actor, signId, rows) {
  getDb().transaction((tx) => {
    for (const row of rows) {
      const before = sizeOr404(tx, row.id);
      if (before.signId !== signId) throw new AdminWriteError(400, "That size belongs to another sign", "id");
      applySizeChange(tx, actor, before, row);
    }
  });
}
function fillColumn(actor, column, cents, ids) {
  return restoreColumn(actor, column, [...new Set(ids)].map((id2) => ({ id: id2, cents })));
}
function restoreColumn(actor, column, rows) {
  const field = COLUMN[column];
  return getDb().transaction((tx) => {
    const ids = rows.map((r) => r.id);
    const found = /* @__PURE__ */ new Map();
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of tx.select().from(signSizes$1).where(inArray(signSizes$1.id, ids.slice(i, i + 500))).all()) found.set(row.id, row);
    }
    const missing = ids.filter((id2) => !found.has(id2));
    if (missing.length) throw new AdminWriteError(404, `Size not found: ${missing.join(", ")}`, "pricingIds");
    const before = rows.map((r) => ({ id: r.id, cents: found.get(r.id)[field] }));
    for (const r of rows) tx.update(signSizes$1).set({ [field]: r.cents }).where(eq(signSizes$1.id, r.id)).run();
    recordChanges(
      tx,
      actor,
      rows.map((r) => ({ entity: "sign_size", entityId: r.id, signId: found.get(r.id).signId, field, oldValue: found.get(r.id)[field], newValue: r.cents }))
    );
    return { column, before, after: rows.map((r) => ({ id: r.id, cents: r.cents })) };
  });
}
function addSize(actor, signId, input) {
  return getDb().transaction((tx) => {
    const sign = tx.select({ id: signs$2.id }).from(signs$2).where(eq(signs$2.id, signId)).get();
    if (!sign) throw new AdminWriteError(404, "Sign not found", "signId");
    let row;
    try {
      row = tx.insert(signSizes$1).values({
        signId,
        sizeName: input.sizeName,
        signPrice: input.signPrice ?? 0,
        installPrice: input.installPrice ?? 0,
        signBudget: input.signBudget ?? 0,
        installBudget: input.installBudget ?? 0,
        racewayPrice: input.raceway ?? 0
      }).returning().get();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AdminWriteError(409, "This sign already has a size with that name", "sizeName");
      throw error;
    }
    recordChanges(tx, actor, [{ entity: "sign_size", entityId: row.id, signId, field: "created", oldValue: null, newValue: toSizeRow(row) }]);
    return toSizeRow(row);
  });
}
function removeSize(actor, id2) {
  getDb().transaction((tx) => {
    const before = sizeOr404(tx, id2);
    tx.delete(signSizes$1).where(eq(signSizes$1.id, id2)).run();
    recordChanges(tx, actor, [{ entity: "sign_size", entityId: id2, signId: before.signId, field: "deleted", oldValue: toSizeRow(before), newValue: null }]);
  });
}
function writeSign(tx, actor, before, fields) {
  const { optionIds, ...columns2 } = fields;
  const set = { ...columns2, image: columns2.image === "" ? null : columns2.image, description: columns2.description === "" ? null : columns2.description };
  for (const key of Object.keys(set)) if (set[key] === void 0) delete set[key];
  if (set.brandId !== void 0) {
    const brand = tx.select({ id: brands$4.id }).from(brands$4).where(eq(brands$4.id, set.brandId)).get();
    if (!brand) throw new AdminWriteError(400, "Unknown brand", "brandId");
  }
  let id2;
  try {
    if (before) {
      if (Object.keys(set).length) tx.update(signs$2).set(set).where(eq(signs$2.id, before.id)).run();
      id2 = before.id;
      recordChanges(tx, actor, diff(before, set).map((c) => ({ entity: "sign", entityId: id2, signId: id2, ...c })));
    } else {
      const created = tx.insert(signs$2).values(set).returning().get();
      id2 = created.id;
      recordChanges(tx, actor, [{ entity: "sign", entityId: id2, signId: id2, field: "created", oldValue: null, newValue: created.name }]);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, "This brand already has a sign with that name", "name");
    throw error;
  }
  if (optionIds) {
    const wanted = [...new Set(optionIds)].sort((a, b) => a - b);
    const known = wanted.length ? tx.select({ id: signOptions.id }).from(signOptions).where(inArray(signOptions.id, wanted)).all().length : 0;
    if (known !== wanted.length) throw new AdminWriteError(400, "Unknown option", "optionIds");
    const current = tx.select({ optionId: signOptionSigns.optionId }).from(signOptionSigns).where(eq(signOptionSigns.signId, id2)).all().map((r) => r.optionId).sort((a, b) => a - b);
    if (JSON.stringify(current) !== JSON.stringify(wanted)) {
      tx.delete(signOptionSigns).where(eq(signOptionSigns.signId, id2)).run();
      if (wanted.length) tx.insert(signOptionSigns).values(wanted.map((optionId) => ({ signId: id2, optionId }))).run();
      recordChanges(tx, actor, [{ entity: "sign", entityId: id2, signId: id2, field: "optionIds", oldValue: current, newValue: wanted }]);
    }
  }
  return id2;
}
function createSign(actor, fields) {
  const id2 = getDb().transaction((tx) => writeSign(tx, actor, null, fields));
  return findSign(id2);
}
function updateSign(actor, id2, fields) {
  getDb().transaction((tx) => {
    const before = tx.select().from(signs$2).where(eq(signs$2.id, id2)).get();
    if (!before) throw new AdminWriteError(404, "Sign not found", "id");
    writeSign(tx, actor, before, fields);
  });
  return findSign(id2);
}
const meta$2 = () => [{
  title: "Data Management | Signboard"
}];
async function loader$w({
  request
}) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const fromPath = /^\/data\/(signs|options|brands|services)\//.exec(url.pathname)?.[1] ?? null;
  const tab = dataTab(url.searchParams.get("tab") ?? fromPath);
  switch (tab) {
    case "brands":
      return {
        tab,
        brands: listBrandsWithCounts()
      };
    case "signs":
      return {
        tab,
        signs: listSignsWithPricing(),
        openIds: openIdsParam(url.searchParams.get("open"))
      };
    case "services":
      return {
        tab,
        services: listServicesForAdmin()
      };
    case "options":
      return {
        tab,
        options: listOptions()
      };
    default:
      return {
        tab: null,
        requested: url.searchParams.get("tab") ?? ""
      };
  }
}
const statusFormSchema = z.object({
  intent: z.enum(["brand-status", "service-status"]),
  id: z.coerce.number().int().positive(),
  status: z.enum(["Active", "Disabled"])
});
function signsUrl(open) {
  return `/data?tab=signs${open.length ? `&open=${open.join(",")}` : ""}`;
}
async function action$x({
  request
}) {
  const user = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  try {
    if (intent === "brand-status" || intent === "service-status") {
      const parsed = statusFormSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return data$1({
        intent,
        error: "Invalid request"
      }, {
        status: 400
      });
      const {
        id: id2,
        status
      } = parsed.data;
      if (parsed.data.intent === "brand-status") {
        const brand = updateBrand(user, id2, {
          status
        });
        return redirectWithToast("/data?tab=brands", {
          title: "Success",
          description: `${brand.name} ${status === "Active" ? "enabled" : "disabled"}`
        });
      }
      const service = updateService(user, id2, {
        isActive: status === "Active"
      });
      return redirectWithToast("/data?tab=services", {
        title: "Success",
        description: `${service.name} ${status === "Active" ? "enabled" : "disabled"}`
      });
    }
    const submission = parseWithZod(formData, {
      schema: signsTabFormSchema
    });
    if (submission.status !== "success") {
      const error = Object.values(submission.error ?? {})[0]?.[0] ?? "Invalid request";
      return data$1({
        intent: String(intent ?? ""),
        error,
        result: submission.reply()
      }, {
        status: 400
      });
    }
    const value = submission.value;
    const open = openIdsParam(new URL(request.url).searchParams.get("open"));
    if (value.intent === "save-sizes") {
      saveSignSizes(user, value.signId, value.sizes);
      return redirectWithToast(signsUrl(open), {
        title: "Success",
        description: "Sizes saved"
      });
    }
    if (value.intent === "add-size") {
      const size = addSize(user, value.signId, {
        sizeName: value.sizeName
      });
      return redirectWithToast(signsUrl([.../* @__PURE__ */ new Set([...open, value.signId])]), {
        title: "Success",
        description: `Size ${size.sizeName} added`
      });
    }
    removeSize(user, value.sizeId);
    return redirectWithToast(signsUrl(open), {
      title: "Success",
      description: "Size removed"
    });
  } catch (error) {
    if (error instanceof AdminWriteError) return data$1({
      intent: String(intent ?? ""),
      error: error.message
    }, {
      status: error.status
    });
    throw error;
  }
}
const TABS = [{
  id: "brands",
  label: "Brands"
}, {
  id: "signs",
  label: "Signs"
}, {
  id: "services",
  label: "Services"
}, {
  id: "options",
  label: "Options"
}];
const data = UNSAFE_withComponentProps(function DataScreen() {
  const loaded = useLoaderData();
  const actionData = useActionData();
  const formErrors = actionData && "result" in actionData && actionData.result ? actionData.result.error ?? void 0 : void 0;
  return /* @__PURE__ */ jsxs("div", {
    className: "p-4 sm:p-8",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-semibold",
      children: "Data Management"
    }), /* @__PURE__ */ jsx("nav", {
      "aria-label": "Data tabs",
      className: "mt-6 flex gap-1 overflow-x-auto border-b border-slate-200",
      children: TABS.map((t) => /* @__PURE__ */ jsx(Link, {
        to: `/data?tab=${t.id}`,
        "aria-current": loaded.tab === t.id ? "page" : void 0,
        className: `-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${loaded.tab === t.id ? "border-slate-900 text-slate-900" : "border-transparent text-slate-500 hover:text-slate-800"}`,
        children: t.label
      }, t.id))
    }), actionData && "error" in actionData && actionData.error && !formErrors ? /* @__PURE__ */ jsx("p", {
      role: "alert",
      className: "mt-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800",
      children: actionData.error
    }) : null, /* @__PURE__ */ jsx("section", {
      className: "mt-6",
      children: loaded.tab === "signs" ? /* @__PURE__ */ jsxs(Fragment, {
        children: [/* @__PURE__ */ jsx("div", {
          className: "mb-3 flex justify-end",
          children: /* @__PURE__ */ jsx(Link, {
            to: "/data/signs/new",
            className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white",
            children: "Add Sign"
          })
        }), /* @__PURE__ */ jsx(SignsGrid, {
          signs: loaded.signs,
          openIds: loaded.openIds,
          formErrors
        })]
      }) : loaded.tab === "brands" ? /* @__PURE__ */ jsx(BrandsTable, {
        brands: loaded.brands
      }) : loaded.tab === "services" ? /* @__PURE__ */ jsx(ServicesTable, {
        services: loaded.services
      }) : loaded.tab === "options" ? /* @__PURE__ */ jsx(OptionsTable, {
        options: loaded.options
      }) : /* @__PURE__ */ jsxs("div", {
        className: "rounded-lg border border-dashed border-slate-300 p-12 text-center",
        children: [/* @__PURE__ */ jsx("h2", {
          className: "text-xl font-semibold",
          children: "Coming soon"
        }), /* @__PURE__ */ jsxs("p", {
          className: "mt-2 text-slate-600",
          children: ["The “", loaded.requested, "” tab is coming soon."]
        })]
      })
    }), /* @__PURE__ */ jsx(Outlet, {})]
  });
});
const route17 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$x,
  default: data,
  loader: loader$w,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
function AdminDialog({ title, closeHref, children }) {
  const navigate = useNavigate();
  return /* @__PURE__ */ jsx(
    FormDialog,
    {
      title,
      onClose: () => navigate(closeHref, { preventScrollReset: true, replace: true }),
      closeControl: /* @__PURE__ */ jsx(Link, { to: closeHref, preventScrollReset: true, replace: true, "aria-label": "Close", className: closeButtonClass, children: "×" }),
      children
    }
  );
}
function DialogButtons({ closeHref, submitLabel }) {
  const busy = useNavigation().state === "submitting";
  return /* @__PURE__ */ jsxs("div", { className: "mt-6 flex justify-end gap-3", children: [
    /* @__PURE__ */ jsx(Link, { to: closeHref, preventScrollReset: true, replace: true, className: "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium", children: "Cancel" }),
    /* @__PURE__ */ jsx("button", { type: "submit", disabled: busy, className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white disabled:opacity-60", children: submitLabel })
  ] });
}
function TextField({ meta: meta2, label, placeholder, type = "text", hint }) {
  const { key, ...props } = getInputProps(meta2, { type });
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: meta2.id, className: "mb-1 block text-sm font-medium text-slate-700", children: label }),
    /* @__PURE__ */ jsx("input", { ...props, placeholder, step: type === "number" ? "any" : void 0, className: inputClass }, key),
    hint ? /* @__PURE__ */ jsx("p", { className: "mt-1 text-xs text-slate-500", children: hint }) : null,
    /* @__PURE__ */ jsx(FieldErrors, { meta: meta2 })
  ] });
}
function TextArea({ meta: meta2, label, hint, rows = 3 }) {
  const { key, ...props } = getTextareaProps(meta2);
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: meta2.id, className: "mb-1 block text-sm font-medium text-slate-700", children: label }),
    /* @__PURE__ */ jsx("textarea", { ...props, rows, className: `${inputClass} h-auto py-2` }, key),
    hint ? /* @__PURE__ */ jsx("div", { className: "mt-1 text-xs text-slate-500", children: hint }) : null,
    /* @__PURE__ */ jsx(FieldErrors, { meta: meta2 })
  ] });
}
function SelectField({ meta: meta2, label, options }) {
  const { key, ...props } = getSelectProps(meta2);
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: meta2.id, className: "mb-1 block text-sm font-medium text-slate-700", children: label }),
    /* @__PURE__ */ jsx("select", { ...props, className: inputClass, children: options.map((o) => {
      const { value, label: text2 } = typeof o === "string" ? { value: o, label: o } : o;
      return /* @__PURE__ */ jsx("option", { value, children: text2 }, value);
    }) }, key),
    /* @__PURE__ */ jsx(FieldErrors, { meta: meta2 })
  ] });
}
function SignFormDialog(props) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "sign-form",
    lastResult: props.lastResult,
    defaultValue: props.defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signFormSchema })
  });
  const templateRef = useRef(null);
  const chosen = new Set([].concat(props.defaults.optionIds ?? []));
  function insert(placeholder) {
    const el = document.getElementById(fields.description.id);
    templateRef.current = el;
    if (!el) return;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    el.setRangeText(placeholder, start, end, "end");
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.focus();
  }
  return /* @__PURE__ */ jsx(AdminDialog, { title: props.title, closeHref: props.closeHref, children: /* @__PURE__ */ jsxs(Form, { method: "post", ...getFormProps(form), noValidate: true, preventScrollReset: true, children: [
    form.errors?.length ? /* @__PURE__ */ jsx("p", { className: "mb-3 text-sm text-red-600", children: form.errors.join(" ") }) : null,
    /* @__PURE__ */ jsxs("div", { className: "grid gap-4 sm:grid-cols-2", children: [
      /* @__PURE__ */ jsx(TextField, { meta: fields.name, label: "Name" }),
      /* @__PURE__ */ jsx(SelectField, { meta: fields.brandId, label: "Brand", options: props.brands.map((b) => ({ value: String(b.id), label: b.name })) }),
      /* @__PURE__ */ jsx(SelectField, { meta: fields.signType, label: "Sign Type", options: SIGN_TYPES }),
      /* @__PURE__ */ jsx(SelectField, { meta: fields.placement, label: "Placement", options: ["exterior", "interior"] }),
      /* @__PURE__ */ jsx(SelectField, { meta: fields.priceType, label: "Price Type", options: PRICE_TYPES }),
      /* @__PURE__ */ jsx(TextField, { meta: fields.displayOrder, label: "Display Order", type: "number" }),
      /* @__PURE__ */ jsx(TextField, { meta: fields.signBudgetMultiplier, label: "Sign Budget Multiplier", type: "number" }),
      /* @__PURE__ */ jsx(TextField, { meta: fields.installBudgetMultiplier, label: "Install Budget Multiplier", type: "number" }),
      /* @__PURE__ */ jsx(TextField, { meta: fields.image, label: "Image URL", placeholder: "https://..." }),
      /* @__PURE__ */ jsx(SelectField, { meta: fields.status, label: "Status", options: ["Active", "Disabled"] })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "mt-4", children: /* @__PURE__ */ jsx(
      TextArea,
      {
        meta: fields.description,
        label: "Description Template",
        hint: /* @__PURE__ */ jsxs("div", { children: [
          /* @__PURE__ */ jsx("span", { children: "Placeholders:" }),
          " ",
          TEMPLATE_PLACEHOLDERS.map(
            (p) => hydrated ? /* @__PURE__ */ jsx("button", { type: "button", onClick: () => insert(p), className: "mr-1 mb-1 rounded border border-slate-300 px-1.5 font-mono text-[11px] hover:bg-slate-50", children: p }, p) : /* @__PURE__ */ jsx("code", { className: "mr-1 font-mono text-[11px]", children: p }, p)
          )
        ] })
      }
    ) }),
    /* @__PURE__ */ jsxs("fieldset", { className: "mt-4", children: [
      /* @__PURE__ */ jsx("legend", { className: "mb-1 text-sm font-medium text-slate-700", children: "Options this sign uses" }),
      /* @__PURE__ */ jsx("div", { className: "grid grid-cols-2 gap-1 sm:grid-cols-3", children: props.options.map((o) => /* @__PURE__ */ jsxs("label", { className: "flex items-center gap-2 text-sm", children: [
        /* @__PURE__ */ jsx("input", { type: "checkbox", name: "optionIds", value: o.id, defaultChecked: chosen.has(String(o.id)) }),
        o.name
      ] }, o.id)) })
    ] }),
    /* @__PURE__ */ jsx(DialogButtons, { closeHref: props.closeHref, submitLabel: props.submitLabel })
  ] }) });
}
function signFormChoices() {
  const db = getDb();
  return {
    brands: db.select({ id: brands$4.id, name: brands$4.name }).from(brands$4).orderBy(asc(brands$4.name)).all(),
    options: db.select({ id: signOptions.id, name: signOptions.name }).from(signOptions).orderBy(asc(signOptions.sortOrder), asc(signOptions.name)).all()
  };
}
function signFormDefaults(sign, brandId) {
  if (!sign) return { brandId: brandId ? String(brandId) : "", signType: "Wall Signs", placement: "exterior", priceType: "fixed", displayOrder: "999", signBudgetMultiplier: "0.55", installBudgetMultiplier: "0.55", status: "Active", optionIds: [] };
  return {
    name: sign.name,
    brandId: String(sign.brandId),
    signType: sign.signType,
    placement: sign.placement,
    priceType: sign.priceType,
    displayOrder: String(sign.displayOrder),
    signBudgetMultiplier: String(sign.signBudgetMultiplier),
    installBudgetMultiplier: String(sign.installBudgetMultiplier),
    image: sign.image ?? "",
    description: sign.description ?? "",
    status: sign.isActive ? "Active" : "Disabled",
    optionIds: sign.optionIds.map(String)
  };
}
function signFieldsFromForm(value) {
  const { status, ...rest } = value;
  return { ...rest, isActive: status === "Active" };
}
async function loader$v({
  request
}) {
  await requireAdmin(request);
  return {
    ...signFormChoices(),
    defaults: signFormDefaults(null)
  };
}
async function action$w({
  request
}) {
  const user = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), {
    schema: signFormSchema
  });
  if (submission.status !== "success") return data$1({
    result: submission.reply()
  }, {
    status: 400
  });
  try {
    const sign = createSign(user, signFieldsFromForm(submission.value));
    return redirectWithToast(`/data?tab=signs&open=${sign.id}`, {
      title: "Success",
      description: `${sign.name} added`
    });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data$1({
      result: submission.reply({
        fieldErrors: {
          [error.field]: [error.message]
        }
      })
    }, {
      status: error.status
    });
  }
}
const data_signs_new = UNSAFE_withComponentProps(function NewSign() {
  const {
    brands: brands2,
    options,
    defaults
  } = useLoaderData();
  const actionData = useActionData();
  return /* @__PURE__ */ jsx(SignFormDialog, {
    title: "Add Sign",
    submitLabel: "Add Sign",
    closeHref: "/data?tab=signs",
    defaults,
    brands: brands2,
    options,
    lastResult: actionData?.result
  });
});
const route18 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$w,
  default: data_signs_new,
  loader: loader$v
}, Symbol.toStringTag, { value: "Module" }));
function signIdOf(params) {
  const id2 = Number(params.signId);
  if (!Number.isSafeInteger(id2) || id2 <= 0) throw data$1("Sign not found", {
    status: 404
  });
  return id2;
}
async function loader$u({
  request,
  params
}) {
  await requireAdmin(request);
  const sign = findSign(signIdOf(params));
  if (!sign) throw data$1("Sign not found", {
    status: 404
  });
  return {
    ...signFormChoices(),
    name: sign.name,
    defaults: signFormDefaults(sign)
  };
}
async function action$v({
  request,
  params
}) {
  const user = await requireAdmin(request);
  const id2 = signIdOf(params);
  const submission = parseWithZod(await request.formData(), {
    schema: signFormSchema
  });
  if (submission.status !== "success") return data$1({
    result: submission.reply()
  }, {
    status: 400
  });
  try {
    const sign = updateSign(user, id2, signFieldsFromForm(submission.value));
    return redirectWithToast(`/data?tab=signs&open=${sign.id}`, {
      title: "Success",
      description: `${sign.name} updated`
    });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    if (error.status === 404) throw data$1(error.message, {
      status: 404
    });
    return data$1({
      result: submission.reply({
        fieldErrors: {
          [error.field]: [error.message]
        }
      })
    }, {
      status: error.status
    });
  }
}
const data_signs_$signId_edit = UNSAFE_withComponentProps(function EditSign() {
  const {
    brands: brands2,
    options,
    defaults,
    name
  } = useLoaderData();
  const actionData = useActionData();
  return /* @__PURE__ */ jsx(SignFormDialog, {
    title: `Edit Sign: ${name}`,
    submitLabel: "Save",
    closeHref: "/data?tab=signs",
    defaults,
    brands: brands2,
    options,
    lastResult: actionData?.result
  });
});
const route19 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$v,
  default: data_signs_$signId_edit,
  loader: loader$u
}, Symbol.toStringTag, { value: "Module" }));
const FIELD_LABELS = {
  signPrice: PRICE_COLUMN_LABELS.signPrice,
  installPrice: PRICE_COLUMN_LABELS.installPrice,
  signBudget: PRICE_COLUMN_LABELS.signBudget,
  installBudget: PRICE_COLUMN_LABELS.installBudget,
  racewayPrice: PRICE_COLUMN_LABELS.raceway,
  sizeName: "Size"
};
const MONEY = /* @__PURE__ */ new Set(["signPrice", "installPrice", "signBudget", "installBudget", "racewayPrice"]);
async function loader$t({
  request,
  params
}) {
  await requireAdmin(request);
  const id2 = Number(params.signId);
  const sign = Number.isSafeInteger(id2) && id2 > 0 ? findSign(id2) : null;
  if (!sign) throw data$1("Sign not found", {
    status: 404
  });
  const sizeNames = new Map(sign.sizes.map((s) => [s.id, s.sizeName]));
  const sizeFilter = Number(new URL(request.url).searchParams.get("size")) || void 0;
  const changes = listChanges({
    signId: sign.id,
    sizeId: sizeFilter
  }).map((c) => {
    const money = MONEY.has(c.field);
    const show = (v) => v === null ? "—" : money ? formatCents(Number(v)) : v.length > 80 ? `${v.slice(0, 77)}...` : v;
    return {
      id: c.id,
      when: new Date(c.createdAt).toLocaleString("en-US", {
        dateStyle: "medium",
        timeStyle: "short"
      }),
      who: c.userName ?? "Unknown",
      what: c.entity === "sign_size" ? sizeNames.get(c.entityId) ?? `Removed size #${c.entityId}` : "Sign",
      field: FIELD_LABELS[c.field] ?? c.field,
      from: show(c.oldValue),
      to: show(c.newValue)
    };
  });
  return {
    name: sign.name,
    changes
  };
}
const data_signs_$signId_history = UNSAFE_withComponentProps(function SignHistory() {
  const {
    name,
    changes
  } = useLoaderData();
  return /* @__PURE__ */ jsx(AdminDialog, {
    title: `Price history: ${name}`,
    closeHref: "/data?tab=signs",
    children: changes.length === 0 ? /* @__PURE__ */ jsx("p", {
      className: "text-sm text-slate-600",
      children: "No changes recorded yet."
    }) : /* @__PURE__ */ jsx("div", {
      className: "max-h-[60vh] overflow-auto",
      children: /* @__PURE__ */ jsxs("table", {
        className: "w-full text-sm",
        "aria-label": `Changes to ${name}`,
        children: [/* @__PURE__ */ jsx("thead", {
          className: "text-left text-xs text-slate-500 uppercase",
          children: /* @__PURE__ */ jsxs("tr", {
            children: [/* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 pr-3",
              children: "When"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 pr-3",
              children: "Who"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 pr-3",
              children: "Size"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 pr-3",
              children: "Field"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 pr-3 text-right",
              children: "Old"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-1 text-right",
              children: "New"
            })]
          })
        }), /* @__PURE__ */ jsx("tbody", {
          children: changes.map((c) => /* @__PURE__ */ jsxs("tr", {
            className: "border-t border-slate-100",
            children: [/* @__PURE__ */ jsx("td", {
              className: "py-1 pr-3 whitespace-nowrap",
              children: c.when
            }), /* @__PURE__ */ jsx("td", {
              className: "py-1 pr-3",
              children: c.who
            }), /* @__PURE__ */ jsx("td", {
              className: "py-1 pr-3",
              children: c.what
            }), /* @__PURE__ */ jsx("td", {
              className: "py-1 pr-3",
              children: c.field
            }), /* @__PURE__ */ jsx("td", {
              className: "py-1 pr-3 text-right tabular-nums",
              children: c.from
            }), /* @__PURE__ */ jsx("td", {
              className: "py-1 text-right tabular-nums",
              children: c.to
            })]
          }, c.id))
        })]
      })
    })
  });
});
const route20 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: data_signs_$signId_history,
  loader: loader$t
}, Symbol.toStringTag, { value: "Module" }));
const CLOSE = "/data?tab=options";
function target(params) {
  const option = findOption(Number(params.optionId) || 0);
  if (!option) throw data$1("Option not found", {
    status: 404
  });
  if (params.index === "new") return {
    option,
    index: null
  };
  const index2 = Number(params.index);
  if (!Number.isInteger(index2) || index2 < 0 || index2 >= option.parsedValues.length) throw data$1("Value not found", {
    status: 404
  });
  return {
    option,
    index: index2
  };
}
async function loader$s({
  request,
  params
}) {
  await requireAdmin(request);
  const {
    option,
    index: index2
  } = target(params);
  const value = index2 === null ? null : option.parsedValues[index2];
  return {
    optionName: option.name,
    isNew: index2 === null,
    index: index2,
    count: option.parsedValues.length,
    name: value?.display ?? "",
    modifier: value?.modifier ?? ""
  };
}
async function action$u({
  request,
  params
}) {
  const user = await requireAdmin(request);
  const {
    option,
    index: index2
  } = target(params);
  const submission = parseWithZod(await request.formData(), {
    schema: optionValueFormSchema
  });
  if (submission.status !== "success") {
    return data$1({
      result: submission.reply({
        formErrors: [OPTION_MESSAGES.failed]
      })
    }, {
      status: 400
    });
  }
  const values = [...option.parsedValues];
  const v = submission.value;
  if (v.intent === "save") {
    const clash = values.findIndex((x, i) => i !== index2 && x.display.toLowerCase() === v.name.toLowerCase());
    if (clash >= 0) return data$1({
      result: submission.reply({
        fieldErrors: {
          name: [OPTION_MESSAGES.duplicate]
        },
        formErrors: [OPTION_MESSAGES.failed]
      })
    }, {
      status: 409
    });
    const next = {
      display: v.name,
      modifier: v.modifier
    };
    if (index2 === null) values.push(next);
    else values[index2] = next;
  } else if (index2 !== null) {
    if (v.intent === "remove") values.splice(index2, 1);
    else {
      const to = v.intent === "move-up" ? index2 - 1 : index2 + 1;
      if (to >= 0 && to < values.length) [values[index2], values[to]] = [values[to], values[index2]];
    }
  }
  updateOption(user, option.id, {
    values: joinOptionValues(values)
  });
  return redirectWithToast(CLOSE, {
    title: "Success",
    description: OPTION_MESSAGES.updated
  });
}
const data_options_$optionId_values_$index = UNSAFE_withComponentProps(function EditOptionValue() {
  const loaded = useLoaderData();
  const actionData = useActionData();
  const [form, fields] = useForm({
    id: "option-value",
    lastResult: actionData?.result,
    defaultValue: {
      intent: "save",
      name: loaded.name,
      modifier: loaded.modifier
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({
      formData
    }) => parseWithZod(formData, {
      schema: optionValueSaveSchema
    })
  });
  return /* @__PURE__ */ jsxs(AdminDialog, {
    title: loaded.isNew ? `Add ${loaded.optionName} Value` : "Edit Option Value",
    closeHref: CLOSE,
    children: [/* @__PURE__ */ jsxs(Form, {
      method: "post",
      ...getFormProps(form),
      noValidate: true,
      preventScrollReset: true,
      children: [form.errors?.length ? /* @__PURE__ */ jsx("p", {
        role: "alert",
        className: "mb-3 text-sm text-red-600",
        children: form.errors.join(" ")
      }) : null, /* @__PURE__ */ jsxs("p", {
        className: "mb-4 text-sm text-slate-600",
        children: ["Option: ", loaded.optionName]
      }), /* @__PURE__ */ jsxs("div", {
        className: "grid gap-4",
        children: [/* @__PURE__ */ jsx(TextField, {
          meta: fields.name,
          label: "Value Name"
        }), /* @__PURE__ */ jsx(TextField, {
          meta: fields.modifier,
          label: "Modifier",
          placeholder: "e.g., +20%, $150 (optional)",
          hint: "+N%, +$N or +$N/SF; a missing leading + is added."
        })]
      }), /* @__PURE__ */ jsx("input", {
        type: "hidden",
        name: "intent",
        value: "save"
      }), /* @__PURE__ */ jsx(DialogButtons, {
        closeHref: CLOSE,
        submitLabel: loaded.isNew ? "Add Value" : "Save"
      })]
    }), loaded.isNew ? null : /* @__PURE__ */ jsx("div", {
      className: "mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4",
      children: [{
        intent: "move-up",
        label: "Move up",
        disabled: loaded.index === 0
      }, {
        intent: "move-down",
        label: "Move down",
        disabled: loaded.index === loaded.count - 1
      }, {
        intent: "remove",
        label: "Remove value",
        disabled: false
      }].map((b) => /* @__PURE__ */ jsxs(Form, {
        method: "post",
        preventScrollReset: true,
        children: [/* @__PURE__ */ jsx("input", {
          type: "hidden",
          name: "intent",
          value: b.intent
        }), /* @__PURE__ */ jsx("button", {
          type: "submit",
          disabled: b.disabled,
          className: `rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-40 ${b.intent === "remove" ? "border-red-300 text-red-700" : "border-slate-300"}`,
          children: b.label
        })]
      }, b.intent))
    })]
  });
});
const route21 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$u,
  default: data_options_$optionId_values_$index,
  loader: loader$s
}, Symbol.toStringTag, { value: "Module" }));
const data_brands_new = UNSAFE_withComponentProps(function Todo() {
  return null;
});
const route22 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: data_brands_new
}, Symbol.toStringTag, { value: "Module" }));
const data_brands_$brandId_edit = UNSAFE_withComponentProps(function Todo2() {
  return null;
});
const route23 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: data_brands_$brandId_edit
}, Symbol.toStringTag, { value: "Module" }));
const data_services_new = UNSAFE_withComponentProps(function Todo3() {
  return null;
});
const route24 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: data_services_new
}, Symbol.toStringTag, { value: "Module" }));
const data_services_$serviceId_edit = UNSAFE_withComponentProps(function Todo4() {
  return null;
});
const route25 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: data_services_$serviceId_edit
}, Symbol.toStringTag, { value: "Module" }));
const USER_TABS = ["all", "active", "disabled"];
const inviteSchema = z.object({
  fullName: z.string().trim().min(1, "Name is required").max(120, "At most 120 characters"),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address").max(254)),
  jobTitle: z.string().trim().max(120, "At most 120 characters").optional().default(""),
  role: z.enum(ROLES, { message: "Choose a role" }).default("User")
}).strict();
const userPatchSchema = z.object({
  role: z.enum(ROLES, { message: "Choose a role" }).optional(),
  status: z.enum(STATUSES, { message: "status must be 'Active' or 'Disabled'" }).optional(),
  jobTitle: z.string().trim().max(120, "At most 120 characters").optional()
}).strict().refine((v) => v.role !== void 0 || v.status !== void 0 || v.jobTitle !== void 0, { message: "Nothing to change" });
const ROLE_MESSAGES = {
  superOnly: "Only a Super-Admin can grant or remove the Admin or Super-Admin role",
  lastSuper: "The last active Super-Admin cannot be disabled or demoted",
  self: "You cannot disable yourself or remove your own admin access"
};
const isAdminRole = (role) => role === "Admin" || role === "Super-Admin";
function refuseUserChange(actor, target2, change, activeSuperAdmins2) {
  const role = change.role ?? target2.role;
  const status = change.status ?? target2.status;
  const roleChanges = role !== target2.role;
  const statusChanges = status !== target2.status;
  if (!roleChanges && !statusChanges) return null;
  if (actor.id === target2.id && (status !== "Active" || !isAdminRole(role))) return ROLE_MESSAGES.self;
  const touchesAdmin = roleChanges && (isAdminRole(role) || isAdminRole(target2.role)) || statusChanges && isAdminRole(target2.role);
  if (touchesAdmin && actor.role !== "Super-Admin") return ROLE_MESSAGES.superOnly;
  const wasLiveSuper = target2.role === "Super-Admin" && target2.status === "Active";
  const staysLiveSuper = role === "Super-Admin" && status === "Active";
  if (wasLiveSuper && !staysLiveSuper && activeSuperAdmins2 <= 1) return ROLE_MESSAGES.lastSuper;
  return null;
}
function refuseInvite(actor, role) {
  return isAdminRole(role) && actor.role !== "Super-Admin" ? ROLE_MESSAGES.superOnly : null;
}
function usersTab(value) {
  return USER_TABS.includes(value ?? "") ? value : "all";
}
const userEditFormSchema = z.object({
  role: z.enum(ROLES, { message: "Choose a role" }),
  status: z.enum(STATUSES),
  jobTitle: z.string().trim().max(120, "At most 120 characters").optional().default("")
});
const userStatusFormSchema = z.object({ intent: z.literal("status"), id: z.coerce.number().int().positive(), status: z.enum(STATUSES) });
function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function inviteMail({ to, name, invitedBy, role, loginUrl }) {
  const first = name.trim().split(/\s+/)[0] || "there";
  const opening = `Hi ${first}, ${invitedBy} invited you to Signboard as ${role}.`;
  const how = `Sign in with this e-mail address (${to}): open the link below, press Continue, and we will e-mail you a sign-in link and code.`;
  const text2 = [opening, "", how, "", loginUrl].join("\n");
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(loginUrl)}">Sign in to Signboard</a></p>`
  ].join("\n");
  return { to, subject: `You're invited to Signboard`, text: text2, html };
}
function toRow(u) {
  return {
    id: u.id,
    fullName: u.fullName?.trim() ? u.fullName : displayName(u),
    email: u.email,
    jobTitle: u.jobTitle,
    userImage: u.userImage,
    status: u.status,
    role: u.role,
    createdAt: new Date(u.createdAt).toISOString()
  };
}
function listUsers(filter = {}) {
  const u = users$6;
  return getDb().select().from(u).where(filter.status ? eq(u.status, filter.status) : void 0).orderBy(asc(u.createdAt), asc(u.id)).all().map(toRow);
}
function activeSuperAdmins(tx) {
  const u = users$6;
  return tx.select({ n: count() }).from(u).where(and(eq(u.role, "Super-Admin"), eq(u.status, "Active"))).get()?.n ?? 0;
}
function inviteUser(actor, invite) {
  const refused = refuseInvite(actor, invite.role);
  if (refused) throw new AdminWriteError(409, refused, "role");
  const [firstName, ...rest] = invite.fullName.split(/\s+/);
  let created;
  try {
    created = getDb().insert(users$6).values({
      email: invite.email,
      fullName: invite.fullName,
      firstName: firstName ?? null,
      lastName: rest.join(" ") || null,
      jobTitle: invite.jobTitle || null,
      role: invite.role,
      status: "Active"
    }).returning().get();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, "A user with this e-mail already exists", "email");
    throw error;
  }
  queueMail(inviteMail({ to: created.email, name: invite.fullName, invitedBy: displayName(actor), role: invite.role, loginUrl: new URL("/login", appOrigin).toString() }));
  return toRow(created);
}
function updateUser(actor, id2, patch) {
  return getDb().transaction((tx) => {
    const target2 = tx.select().from(users$6).where(eq(users$6.id, id2)).get();
    if (!target2) throw new AdminWriteError(404, "User not found", "id");
    const refused = refuseUserChange(actor, target2, patch, activeSuperAdmins(tx));
    if (refused) throw new AdminWriteError(409, refused, patch.role !== void 0 && patch.role !== target2.role ? "role" : "status");
    const set = {};
    if (patch.role !== void 0) set.role = patch.role;
    if (patch.status !== void 0) set.status = patch.status;
    if (patch.jobTitle !== void 0) set.jobTitle = patch.jobTitle || null;
    tx.update(users$6).set(set).where(eq(users$6.id, id2)).run();
    if (set.status === "Disabled") tx.delete(sessions).where(eq(sessions.userId, id2)).run();
    return toRow({ ...target2, ...set });
  });
}
function findUser(id2) {
  return getDb().select().from(users$6).where(eq(users$6.id, id2)).get() ?? null;
}
const meta$1 = () => [{
  title: "Users | Signboard"
}];
async function loader$r({
  request
}) {
  const me = await requireAdmin(request);
  const tab = usersTab(new URL(request.url).searchParams.get("tab"));
  const status = tab === "active" ? "Active" : tab === "disabled" ? "Disabled" : void 0;
  return {
    tab,
    meId: me.id,
    users: listUsers({
      status
    }).map((u) => ({
      ...u,
      dateAdded: formatListDate(new Date(u.createdAt))
    }))
  };
}
async function action$t({
  request
}) {
  const me = await requireAdmin(request);
  const parsed = userStatusFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const back = `/users${new URL(request.url).search}`;
  if (!parsed.success) return redirectWithToast(back, {
    title: "Error",
    description: "Invalid request",
    variant: "destructive"
  });
  try {
    const user = updateUser(me, parsed.data.id, {
      status: parsed.data.status
    });
    return redirectWithToast(back, {
      title: "Success",
      description: `${user.fullName} ${user.status === "Active" ? "enabled" : "disabled"}`
    });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return redirectWithToast(back, {
      title: "Error",
      description: error.message,
      variant: "destructive"
    });
  }
}
const LABELS = {
  all: "All",
  active: "Active",
  disabled: "Disabled"
};
const users = UNSAFE_withComponentProps(function UsersScreen() {
  const {
    tab,
    users: users2,
    meId
  } = useLoaderData();
  return /* @__PURE__ */ jsxs("div", {
    className: "p-4 sm:p-8",
    children: [/* @__PURE__ */ jsxs("div", {
      className: "flex flex-wrap items-center justify-between gap-4",
      children: [/* @__PURE__ */ jsx("h1", {
        className: "text-3xl font-semibold",
        children: "Users"
      }), /* @__PURE__ */ jsx(Link, {
        to: `/users/invite?tab=${tab}`,
        className: "rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white",
        children: "Invite User"
      })]
    }), /* @__PURE__ */ jsx("nav", {
      "aria-label": "User tabs",
      className: "mt-6 flex gap-1 overflow-x-auto border-b border-slate-200",
      children: USER_TABS.map((t) => /* @__PURE__ */ jsx(Link, {
        to: `/users?tab=${t}`,
        "aria-current": tab === t ? "page" : void 0,
        className: `-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === t ? "border-slate-900 text-slate-900" : "border-transparent text-slate-500 hover:text-slate-800"}`,
        children: LABELS[t]
      }, t))
    }), /* @__PURE__ */ jsxs("section", {
      className: "mt-6",
      children: [/* @__PURE__ */ jsx(ScrollTable, {
        label: "Users",
        head: ["Image", "Name", "Job Title", "Status", "Role", "Date Added", ""],
        children: users2.map((u) => /* @__PURE__ */ jsxs("tr", {
          className: "border-t border-slate-100",
          children: [/* @__PURE__ */ jsx("td", {
            className: "px-3 py-2",
            children: /* @__PURE__ */ jsx(Avatar, {
              name: u.fullName,
              image: u.userImage,
              size: 32
            })
          }), /* @__PURE__ */ jsxs("td", {
            className: "px-3 py-2",
            children: [/* @__PURE__ */ jsx("span", {
              className: "font-medium",
              children: u.fullName
            }), u.id === meId ? /* @__PURE__ */ jsx("span", {
              className: "ml-1 text-xs text-slate-500",
              children: "(you)"
            }) : null, /* @__PURE__ */ jsx("span", {
              className: "block text-xs text-slate-500",
              children: u.email
            })]
          }), /* @__PURE__ */ jsx("td", {
            className: "px-3 py-2",
            children: u.jobTitle || "N/A"
          }), /* @__PURE__ */ jsx("td", {
            className: "px-3 py-2",
            children: /* @__PURE__ */ jsx(StatusBadge, {
              active: u.status === "Active"
            })
          }), /* @__PURE__ */ jsx("td", {
            className: "px-3 py-2",
            children: u.role
          }), /* @__PURE__ */ jsx("td", {
            className: "px-3 py-2 whitespace-nowrap",
            children: u.dateAdded
          }), /* @__PURE__ */ jsxs("td", {
            className: "space-x-3 px-3 py-2 text-right whitespace-nowrap",
            children: [/* @__PURE__ */ jsxs(Link, {
              to: `/users/${u.id}/edit?tab=${tab}`,
              className: "text-sm font-medium text-slate-700 underline-offset-2 hover:underline",
              children: ["Edit", /* @__PURE__ */ jsxs("span", {
                className: "sr-only",
                children: [" ", u.fullName]
              })]
            }), /* @__PURE__ */ jsxs(Form, {
              method: "post",
              className: "inline",
              children: [/* @__PURE__ */ jsx("input", {
                type: "hidden",
                name: "intent",
                value: "status"
              }), /* @__PURE__ */ jsx("input", {
                type: "hidden",
                name: "id",
                value: u.id
              }), /* @__PURE__ */ jsx("input", {
                type: "hidden",
                name: "status",
                value: u.status === "Active" ? "Disabled" : "Active"
              }), /* @__PURE__ */ jsxs("button", {
                type: "submit",
                className: "text-sm font-medium text-slate-700 underline-offset-2 hover:underline",
                children: [u.status === "Active" ? "Disable" : "Enable", /* @__PURE__ */ jsxs("span", {
                  className: "sr-only",
                  children: [" ", u.fullName]
                })]
              })]
            })]
          })]
        }, u.id))
      }), users2.length === 0 ? /* @__PURE__ */ jsx("p", {
        className: "mt-4 text-sm text-slate-600",
        children: "No users here."
      }) : null]
    }), /* @__PURE__ */ jsx(Outlet, {})]
  });
});
const route26 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$t,
  default: users,
  loader: loader$r,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
async function loader$q({
  request
}) {
  const me = await requireAdmin(request);
  const tab = usersTab(new URL(request.url).searchParams.get("tab"));
  return {
    tab,
    roles: ROLES.filter((r) => me.role === "Super-Admin" || !isAdminRole(r))
  };
}
async function action$s({
  request
}) {
  const me = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), {
    schema: inviteSchema
  });
  if (submission.status !== "success") return data$1({
    result: submission.reply()
  }, {
    status: 400
  });
  try {
    const user = inviteUser(me, submission.value);
    return redirectWithToast(`/users${new URL(request.url).search}`, {
      title: "Success",
      description: `Invitation sent to ${user.email}`
    });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data$1({
      result: submission.reply({
        fieldErrors: {
          [error.field]: [error.message]
        }
      })
    }, {
      status: error.status
    });
  }
}
const users_invite = UNSAFE_withComponentProps(function InviteUser() {
  const {
    tab,
    roles
  } = useLoaderData();
  const actionData = useActionData();
  const [form, fields] = useForm({
    id: "invite-user",
    lastResult: actionData?.result,
    defaultValue: {
      role: "User"
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({
      formData
    }) => parseWithZod(formData, {
      schema: inviteSchema
    })
  });
  const closeHref = `/users?tab=${tab}`;
  return /* @__PURE__ */ jsx(AdminDialog, {
    title: "Invite User",
    closeHref,
    children: /* @__PURE__ */ jsxs(Form, {
      method: "post",
      ...getFormProps(form),
      noValidate: true,
      preventScrollReset: true,
      children: [/* @__PURE__ */ jsxs("div", {
        className: "grid gap-4 sm:grid-cols-2",
        children: [/* @__PURE__ */ jsx(TextField, {
          meta: fields.fullName,
          label: "Full Name"
        }), /* @__PURE__ */ jsx(TextField, {
          meta: fields.email,
          label: "E-mail",
          type: "email"
        }), /* @__PURE__ */ jsx(TextField, {
          meta: fields.jobTitle,
          label: "Job Title"
        }), /* @__PURE__ */ jsx(SelectField, {
          meta: fields.role,
          label: "Role",
          options: roles
        })]
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-3 text-xs text-slate-500",
        children: "They get an e-mail inviting them to sign in with this address."
      }), /* @__PURE__ */ jsx(DialogButtons, {
        closeHref,
        submitLabel: "Send Invitation"
      })]
    })
  });
});
const route27 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$s,
  default: users_invite,
  loader: loader$q
}, Symbol.toStringTag, { value: "Module" }));
function userOr404(id2) {
  const n = Number(id2);
  const user = Number.isSafeInteger(n) && n > 0 ? findUser(n) : null;
  if (!user) throw data$1("User not found", {
    status: 404
  });
  return user;
}
async function loader$p({
  request,
  params
}) {
  await requireAdmin(request);
  const user = userOr404(params.userId);
  return {
    tab: usersTab(new URL(request.url).searchParams.get("tab")),
    name: user.fullName || user.email,
    defaults: {
      role: user.role,
      status: user.status,
      jobTitle: user.jobTitle ?? ""
    }
  };
}
async function action$r({
  request,
  params
}) {
  const me = await requireAdmin(request);
  const user = userOr404(params.userId);
  const submission = parseWithZod(await request.formData(), {
    schema: userEditFormSchema
  });
  if (submission.status !== "success") return data$1({
    result: submission.reply()
  }, {
    status: 400
  });
  try {
    const saved = updateUser(me, user.id, submission.value);
    return redirectWithToast(`/users${new URL(request.url).search}`, {
      title: "Success",
      description: `${saved.fullName} updated`
    });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data$1({
      result: submission.reply({
        fieldErrors: {
          [error.field]: [error.message]
        }
      })
    }, {
      status: error.status
    });
  }
}
const users_$userId_edit = UNSAFE_withComponentProps(function EditUser() {
  const {
    tab,
    name,
    defaults
  } = useLoaderData();
  const actionData = useActionData();
  const [form, fields] = useForm({
    id: "edit-user",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({
      formData
    }) => parseWithZod(formData, {
      schema: userEditFormSchema
    })
  });
  const closeHref = `/users?tab=${tab}`;
  return /* @__PURE__ */ jsx(AdminDialog, {
    title: `Edit ${name}`,
    closeHref,
    children: /* @__PURE__ */ jsxs(Form, {
      method: "post",
      ...getFormProps(form),
      noValidate: true,
      preventScrollReset: true,
      children: [/* @__PURE__ */ jsxs("div", {
        className: "grid gap-4 sm:grid-cols-2",
        children: [/* @__PURE__ */ jsx(SelectField, {
          meta: fields.role,
          label: "Role",
          options: ROLES
        }), /* @__PURE__ */ jsx(SelectField, {
          meta: fields.status,
          label: "Status",
          options: ["Active", "Disabled"]
        }), /* @__PURE__ */ jsx(TextField, {
          meta: fields.jobTitle,
          label: "Job Title"
        })]
      }), /* @__PURE__ */ jsx(DialogButtons, {
        closeHref,
        submitLabel: "Save"
      })]
    })
  });
});
const route28 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$r,
  default: users_$userId_edit,
  loader: loader$p
}, Symbol.toStringTag, { value: "Module" }));
const bodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  redirectTo: z.string().max(2e3).optional()
});
async function action$q({
  request
}) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body2 = await readJson(request, bodySchema);
  const to = safeRedirect(body2.redirectTo);
  const redirectTo = to.startsWith("/auth/callback") ? "/" : to;
  const sent = await sendLink(request, body2.email, redirectTo);
  if (sent.kind === "limited") {
    return data$1({
      error: rateLimitedLinkMessage(sent.retryAfterSeconds)
    }, {
      status: 429,
      headers: {
        "Retry-After": String(sent.retryAfterSeconds)
      }
    });
  }
  if (sent.kind === "failed") return jsonError(500, "An unexpected error occurred");
  return data$1({
    personalized: isPersonalized(body2.email)
  }, {
    headers: sent.headers
  });
}
const loader$o = () => methodNotAllowed(["POST"]);
const route29 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$q,
  loader: loader$o
}, Symbol.toStringTag, { value: "Module" }));
function clean(s) {
  const t = s?.trim();
  return t ? t : null;
}
function mapProfile(p) {
  const joined = [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(" ").trim();
  return {
    id: p.id,
    email: p.email,
    user_metadata: {
      full_name: clean(p.fullName) ?? (joined || null),
      role: clean(p.role) ?? clean(p.jobTitle),
      job_title: clean(p.jobTitle),
      user_image: clean(p.userImage)
    }
  };
}
function fromSession(s) {
  const meta2 = s.user_metadata ?? {};
  const email = s.email ?? "";
  const local = clean(email.split("@")[0]);
  return {
    id: s.id,
    email,
    user_metadata: {
      full_name: clean(meta2.full_name) ?? local ?? "User",
      role: clean(meta2.role) ?? "User",
      job_title: clean(meta2.job_title),
      user_image: clean(meta2.user_image) ?? clean(meta2.avatar_url)
    }
  };
}
function toCurrentUser(p) {
  return fromSession(mapProfile(p));
}
async function loader$n({
  request
}) {
  const user = await requireApiUser(request);
  return toCurrentUser(user);
}
const action$p = getOnlyAction(requireApiUser);
const route30 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$p,
  loader: loader$n
}, Symbol.toStringTag, { value: "Module" }));
async function action$o({
  request
}) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  assertSameOrigin(request);
  const type = request.headers.get("Content-Type");
  if (type && !/^application\/json\b/i.test(type)) return jsonError(415, "Content-Type must be application/json");
  await requireApiUser(request);
  const headers = await destroySession(request);
  headers.append("Set-Cookie", await setToastCookie({
    title: "Success",
    description: "You have been signed out"
  }));
  return data$1({
    success: true
  }, {
    headers
  });
}
const loader$m = () => methodNotAllowed(["POST"]);
const route31 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$o,
  loader: loader$m
}, Symbol.toStringTag, { value: "Module" }));
const scalar$1 = z.union([z.string(), z.number()]).nullish();
const idLike = z.union([z.string(), z.number()]).nullish();
const parsedAddress = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();
const apiJobPayloadSchema = z.object({
  jobName: scalar$1,
  jobNumber: scalar$1,
  location: scalar$1,
  jobLocation: scalar$1,
  // section 3 'Job form' spelling
  brandId: idLike,
  brandName: z.string().max(200).nullish(),
  // section 3 'Job form' alternative
  managerId: idLike,
  jobTerms: z.string().nullish(),
  jobTax: apiJobTaxSchema,
  clientName: scalar$1,
  clientAddress: scalar$1,
  contactName: scalar$1,
  contactPhone: scalar$1,
  contactTitle: scalar$1,
  contactEmail: scalar$1,
  creatorId: z.unknown().optional(),
  // ignored: the creator is the signed-in user
  existingClientId: idLike,
  existingClientAddressId: idLike,
  existingContactId: idLike,
  parsedClientAddress: parsedAddress,
  parsedJobLocation: parsedAddress,
  manualClientAddress: z.boolean().nullish(),
  manualJobLocation: z.boolean().nullish()
});
const str = (v) => v === null || v === void 0 || v === "" ? void 0 : String(v);
const json = (v) => v === null || v === void 0 || v === "" ? void 0 : typeof v === "string" ? v : JSON.stringify(v);
function apiJobToFormValues(p) {
  const tax = apiJobTax(p.jobTax);
  const byName2 = (p.brandId === null || p.brandId === void 0 || p.brandId === "") && Boolean(p.brandName?.trim());
  const usesJobLocation = str(p.location) === void 0 && str(p.jobLocation) !== void 0;
  const values = {
    jobName: str(p.jobName),
    jobNumber: str(p.jobNumber),
    location: str(p.location) ?? str(p.jobLocation),
    parsedJobLocation: p.manualJobLocation ? void 0 : json(p.parsedJobLocation),
    brandId: str(p.brandId),
    managerId: str(p.managerId),
    jobTerms: str(p.jobTerms),
    taxType: tax.taxType,
    taxPercentage: str(tax.taxPercentage),
    taxAmount: str(tax.taxAmount),
    clientName: str(p.clientName),
    clientAddress: str(p.clientAddress),
    parsedClientAddress: p.manualClientAddress ? void 0 : json(p.parsedClientAddress),
    contactName: str(p.contactName),
    contactPhone: str(p.contactPhone),
    contactTitle: str(p.contactTitle),
    contactEmail: str(p.contactEmail),
    existingClientId: str(p.existingClientId),
    existingClientAddressId: str(p.existingClientAddressId),
    existingContactId: str(p.existingContactId)
  };
  for (const key of Object.keys(values)) if (values[key] === void 0) delete values[key];
  return {
    values,
    ...byName2 ? { brandName: p.brandName.trim() } : {},
    fieldNames: {
      taxPercentage: "jobTax.percentage",
      taxAmount: "jobTax.amount",
      ...usesJobLocation ? { location: "jobLocation" } : {},
      ...byName2 ? { brandId: "brandName" } : {}
    }
  };
}
function renameFields(fields, names) {
  const out = {};
  for (const [key, messages] of Object.entries(fields)) (out[names[key] ?? key] ??= []).push(...messages);
  return out;
}
const listQuery = z.object({
  page: z.coerce.number().int().min(0).max(1e6).default(0),
  status: z.string().trim().max(50).optional(),
  brandSlug: z.string().trim().max(50).optional()
});
async function loader$l({
  request
}) {
  await requireApiUser(request);
  const query2 = readQuery(request, listQuery);
  const {
    jobs: jobs2,
    total,
    page,
    pageSize,
    pageCount
  } = listJobs(query2);
  return {
    jobs: jobs2,
    total,
    page,
    pageSize,
    pageCount
  };
}
async function action$n({
  request
}) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  const payload = await readJson(request, apiJobPayloadSchema);
  const {
    values,
    brandName,
    fieldNames
  } = apiJobToFormValues(payload);
  if (brandName) {
    const id2 = brandIdByName(brandName);
    if (id2 === null) return jsonError(400, "Invalid request", {
      brandName: ["Unknown brand"]
    });
    values.brandId = String(id2);
  }
  const jobInfo = jobInfoSchema.safeParse(values);
  const clientInfo = clientInfoSchema.safeParse(values);
  if (!jobInfo.success || !clientInfo.success) {
    const fields = {
      ...jobInfo.error ? fieldErrors(jobInfo.error) : {},
      ...clientInfo.error ? fieldErrors(clientInfo.error) : {}
    };
    return jsonError(400, "Invalid request", renameFields(fields, fieldNames));
  }
  try {
    const job2 = createJob({
      jobInfo: jobInfo.data,
      clientInfo: clientInfo.data
    }, user.id);
    return data$1(job2, {
      status: 201
    });
  } catch (error) {
    if (!(error instanceof FieldInputError)) throw error;
    const message = error.status === 409 ? "Job number already exists" : "Invalid request";
    return jsonError(error.status, message, renameFields(error.fields, fieldNames));
  }
}
const route32 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$n,
  loader: loader$l
}, Symbol.toStringTag, { value: "Module" }));
const JOB_KEYS = ["jobName", "jobNumber", "jobLocation", "parsedJobLocation", "brandName", "managerId", "jobTerms", "jobTax"];
const CLIENT_KEYS = [
  "clientName",
  "clientAddress",
  "selectedClientId",
  "selectedClientAddressId",
  "parsedClientAddress",
  "contactName",
  "contactPhone",
  "contactTitle",
  "contactEmail",
  "selectedContactId"
];
const patchBodySchema = z.record(z.string(), z.unknown());
const scalar = z.union([z.string(), z.number()]).nullish();
const jsonText = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish().transform((v) => v && typeof v === "object" ? JSON.stringify(v) : v);
const apiJobInfoSchema = z.object({
  jobName: scalar,
  jobNumber: scalar,
  jobLocation: z.string().nullish(),
  parsedJobLocation: jsonText,
  brandName: z.string().nullish(),
  managerId: scalar,
  jobTerms: z.string().nullish(),
  jobTax: apiJobTaxSchema
});
const apiClientInfoSchema = z.object({
  clientName: z.string().nullish(),
  clientAddress: z.string().nullish(),
  parsedClientAddress: jsonText,
  contactName: z.string().nullish(),
  contactPhone: scalar,
  contactTitle: z.string().nullish(),
  contactEmail: z.string().nullish(),
  selectedClientId: scalar,
  selectedClientAddressId: scalar,
  selectedContactId: scalar
});
const JOB_FIELD_NAMES = {
  location: "jobLocation",
  brandId: "brandName",
  taxType: "jobTax",
  taxPercentage: "jobTax.percentage",
  taxAmount: "jobTax.amount"
};
const CLIENT_FIELD_NAMES = {
  existingClientId: "selectedClientId",
  existingClientAddressId: "selectedClientAddressId",
  existingContactId: "selectedContactId"
};
const REQUIRED = /* @__PURE__ */ new Set(["jobName", "jobNumber", "clientName"]);
function blankToUndefined(obj) {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v === null || v === void 0 ? REQUIRED.has(k) ? "" : void 0 : v === "" && !REQUIRED.has(k) ? void 0 : v;
  }
  return out;
}
function patchJob(job2, body2) {
  const isJob = JOB_KEYS.some((k) => k in body2);
  const isClient = CLIENT_KEYS.some((k) => k in body2);
  if (isJob === isClient) {
    return {
      kind: "invalid",
      error: isJob ? "Send job info or client info, not both" : "Send job info or client info",
      fields: {}
    };
  }
  return isJob ? patchJobInfo(job2, body2) : patchClientInfo(job2, body2);
}
function patchJobInfo(job2, body2) {
  const shape = apiJobInfoSchema.safeParse(body2);
  if (!shape.success) return { kind: "invalid", fields: fieldErrors(shape.error) };
  const given = shape.data;
  const has = (k) => k in body2;
  let brandId = job2.brandId;
  if (has("brandName")) {
    const name = given.brandName?.trim() ?? "";
    const id2 = name ? brandIdByName(name) : null;
    if (id2 === null) return { kind: "invalid", fields: { brandName: [JOB_MESSAGES.unknownBrand] } };
    brandId = id2;
  }
  const location = has("jobLocation") ? given.jobLocation : job2.jobLocation;
  const tax = apiJobTax(has("jobTax") ? given.jobTax : job2.jobTax);
  const form = blankToUndefined({
    jobName: has("jobName") ? given.jobName : job2.jobName,
    jobNumber: has("jobNumber") ? given.jobNumber : job2.jobNumber,
    location,
    // A new location without its parsed suggestion is a typed one.
    parsedJobLocation: has("parsedJobLocation") ? given.parsedJobLocation : has("jobLocation") ? void 0 : job2.jobLocationParsed,
    brandId,
    managerId: has("managerId") ? given.managerId : job2.projectManagerId,
    jobTerms: has("jobTerms") ? given.jobTerms : job2.jobTerms,
    ...tax
  });
  const parsed = jobInfoSchema.safeParse(form);
  if (!parsed.success) return { kind: "invalid", fields: renameFields(fieldErrors(parsed.error), JOB_FIELD_NAMES) };
  return { kind: "done", result: renameResult(updateJobInfo(job2.id, parsed.data), JOB_FIELD_NAMES) };
}
function patchClientInfo(job2, body2) {
  const shape = apiClientInfoSchema.safeParse(body2);
  if (!shape.success) return { kind: "invalid", fields: fieldErrors(shape.error) };
  const g2 = shape.data;
  const form = blankToUndefined({
    clientName: g2.clientName,
    clientAddress: g2.clientAddress,
    parsedClientAddress: g2.parsedClientAddress,
    contactName: g2.contactName,
    contactPhone: g2.contactPhone === null || g2.contactPhone === void 0 ? void 0 : String(g2.contactPhone),
    contactTitle: g2.contactTitle,
    contactEmail: g2.contactEmail,
    existingClientId: g2.selectedClientId,
    existingClientAddressId: g2.selectedClientAddressId,
    existingContactId: g2.selectedContactId
  });
  const parsed = clientInfoSchema.safeParse(form);
  if (!parsed.success) return { kind: "invalid", fields: renameFields(fieldErrors(parsed.error), CLIENT_FIELD_NAMES) };
  return { kind: "done", result: renameResult(updateClientInfo(job2.id, parsed.data), CLIENT_FIELD_NAMES) };
}
function renameResult(result, names) {
  return result.ok || result.reason === "not-found" ? result : { ...result, fields: renameFields(result.fields, names) };
}
function lookup(params) {
  const found = findJob(params.brandSlug, params.jobNumber);
  const job2 = found && ("job" in found ? found.job : getJob(found.redirectTo.id));
  if (!job2) throw jsonError(404, "Job not found");
  return job2;
}
async function loader$k({
  request,
  params
}) {
  await requireApiUser(request);
  return lookup(params);
}
async function action$m({
  request,
  params
}) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  await requireApiUser(request);
  const body2 = await readJson(request, patchBodySchema);
  const job2 = lookup(params);
  const outcome = patchJob(job2, body2);
  if (outcome.kind === "invalid") return jsonError(400, outcome.error ?? "Invalid request", outcome.fields);
  const {
    result
  } = outcome;
  if (!result.ok) {
    if (result.reason === "not-found") return jsonError(404, "Job not found");
    if (result.reason === "duplicate") return jsonError(409, "Job number already in use", result.fields);
    return jsonError(400, "Invalid request", result.fields);
  }
  return getJob(job2.id);
}
const route33 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$m,
  loader: loader$k
}, Symbol.toStringTag, { value: "Module" }));
const SOURCE_MESSAGE = "Please choose an existing version to copy";
const createSchema = z.object({
  createdBy: z.unknown().optional(),
  // A number, or its digits as text; not true, '0x2' or '1e0'.
  sourceVersionNumber: z.preprocess((v) => typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v, z.number({
    message: SOURCE_MESSAGE
  }).int(SOURCE_MESSAGE).positive(SOURCE_MESSAGE))
});
const isJobId = (id2) => /^\d{1,15}$/.test(id2);
function asJobNumberedVersions(args) {
  return {
    ...args,
    params: {
      brandSlug: args.params.id,
      jobNumber: "versions"
    }
  };
}
function jobId(params) {
  const id2 = Number(params.id);
  if (!jobExists(id2)) throw jsonError(404, "Job not found");
  return id2;
}
async function loader$j(args) {
  if (!isJobId(args.params.id)) return loader$k(asJobNumberedVersions(args));
  await requireApiUser(args.request);
  return listVersions(jobId(args.params)).map(({
    id: id2,
    versionNumber,
    createdAt: createdAt2,
    createdBy
  }) => ({
    id: id2,
    versionNumber,
    createdAt: createdAt2,
    createdBy
  }));
}
async function action$l(args) {
  if (!isJobId(args.params.id)) return action$m(asJobNumberedVersions(args));
  const {
    request,
    params
  } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  const body2 = await readJson(request, createSchema);
  const result = createVersion(jobId(params), body2.sourceVersionNumber, user.id);
  if (!result.ok) {
    if (result.reason === "job-not-found") return jsonError(404, "Job not found");
    return jsonError(400, "Invalid request", {
      sourceVersionNumber: [SOURCE_MESSAGE]
    });
  }
  return data$1({
    id: result.id,
    versionNumber: result.versionNumber
  }, {
    status: 201
  });
}
const route34 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$l,
  loader: loader$j
}, Symbol.toStringTag, { value: "Module" }));
async function loader$i({
  request
}) {
  await requireApiUser(request);
  return listBrandsWithCounts();
}
const action$k = getOnlyAction(requireApiUser);
const route35 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$k,
  loader: loader$i
}, Symbol.toStringTag, { value: "Module" }));
async function loader$h({
  request
}) {
  await requireApiUser(request);
  return listActiveProfiles();
}
const action$j = getOnlyAction(requireApiUser);
const route36 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$j,
  loader: loader$h
}, Symbol.toStringTag, { value: "Module" }));
function answerAdminWrite(write) {
  try {
    return write();
  } catch (error) {
    if (error instanceof AdminWriteError) return jsonError(error.status, error.message, { [error.field]: [error.message] });
    throw error;
  }
}
async function loader$g({
  request
}) {
  await requireApiAdmin(request);
  return {
    users: listUsers()
  };
}
async function action$i({
  request
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const invite = await readJson(request, inviteSchema);
  return answerAdminWrite(() => data$1({
    user: inviteUser(user, invite)
  }, {
    status: 201
  }));
}
const route37 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$i,
  loader: loader$g
}, Symbol.toStringTag, { value: "Module" }));
function countStats() {
  const db = getDb();
  const countOf = (table) => db.select({ n: count() }).from(table).get()?.n ?? 0;
  const activeUsers = db.select({ status: users$6.status, n: count() }).from(users$6).groupBy(users$6.status).all();
  return {
    jobs: countOf(jobs$5),
    brands: countOf(brands$4),
    signs: countOf(signs$2),
    services: countOf(services$2),
    users: countOf(users$6),
    activeUsers: activeUsers.find((r) => r.status === "Active")?.n ?? 0
  };
}
async function loader$f({
  request
}) {
  await requireApiAdmin(request);
  return countStats();
}
const action$h = getOnlyAction(requireApiAdmin);
const route38 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$h,
  loader: loader$f
}, Symbol.toStringTag, { value: "Module" }));
const query$2 = z.object({
  q: z.string().trim().min(1, "Enter at least 1 character").max(100, "At most 100 characters")
});
async function loader$e({
  request
}) {
  await requireApiUser(request);
  const {
    q
  } = readQuery(request, query$2);
  return searchClients(q);
}
const action$g = getOnlyAction(requireApiUser);
const route39 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$g,
  loader: loader$e
}, Symbol.toStringTag, { value: "Module" }));
async function loader$d({
  request,
  params
}) {
  await requireApiUser(request);
  const id2 = clientIdParam(params.id);
  const addresses = clientAddresses$2(id2);
  if (!addresses) throw jsonError(404, "Client not found");
  return addresses;
}
const action$f = getOnlyAction(requireApiUser);
const route40 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$f,
  loader: loader$d
}, Symbol.toStringTag, { value: "Module" }));
async function loader$c({
  request,
  params
}) {
  await requireApiUser(request);
  const id2 = clientIdParam(params.id);
  const contacts = clientContacts$2(id2);
  if (!contacts) throw jsonError(404, "Client not found");
  return contacts;
}
const action$e = getOnlyAction(requireApiUser);
const route41 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$e,
  loader: loader$c
}, Symbol.toStringTag, { value: "Module" }));
const MIN_QUERY = 3;
const MAX_QUERY = 200;
const LIMIT = 5;
const MAPBOX_TIMEOUT_MS = 3e3;
const MAPBOX_SUGGEST = "https://api.mapbox.com/search/searchbox/v1/suggest";
async function suggestAddresses(query2, sessionToken, opts = {}) {
  const typed = query2.replace(/\s+/g, " ").trim();
  if (typed.length < MIN_QUERY) return [];
  const fragment = suiteFragment(typed);
  const search = (fragment ? typed.replace(fragment, " ") : typed).replace(/\s+,/g, ",").replace(/\s+/g, " ").trim();
  const token = opts.token ?? mapboxAccessToken;
  let found = null;
  if (token && search.length >= MIN_QUERY) {
    found = await mapboxSuggest(search, sessionToken, token, opts.fetch ?? fetch);
  }
  found ??= search.length >= MIN_QUERY ? knownAddresses(search) : [];
  return [...found.map((s) => withSuite(s, fragment)), asTypedSuggestion(typed)];
}
async function mapboxSuggest(q, sessionToken, token, fetchFn) {
  const url = new URL(MAPBOX_SUGGEST);
  url.searchParams.set("q", q);
  url.searchParams.set("access_token", token);
  url.searchParams.set("session_token", sessionToken || crypto.randomUUID());
  url.searchParams.set("limit", String(LIMIT));
  url.searchParams.set("language", "en");
  url.searchParams.set("types", "address,poi,street,place,postcode");
  try {
    const res = await fetchFn(url, { signal: AbortSignal.timeout(MAPBOX_TIMEOUT_MS) });
    if (!res.ok) {
      console.warn(`Mapbox suggest answered ${res.status}; using known addresses`);
      return null;
    }
    return mapboxResponseToSuggestions(await res.json());
  } catch (error) {
    console.warn(`Mapbox suggest failed (${error instanceof Error ? error.name : "error"}); using known addresses`);
    return null;
  }
}
function mapboxResponseToSuggestions(json2) {
  const list = json2 && typeof json2 === "object" ? json2.suggestions : void 0;
  if (!Array.isArray(list)) throw new Error("Mapbox answer without suggestions");
  return list.map(fromMapboxSuggestion).filter((s) => s !== null);
}
function matchesAll(text2, words) {
  return words.map((w) => sql`instr(lower(${text2}), ${w.toLowerCase()}) > 0`);
}
const normal = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
const placeKey = (s) => normal(s).replace(/ (us|usa|united states|united states of america|ca|can|canada)$/, "");
function knownAddresses(q, limit = LIMIT) {
  const words = q.split(/[\s,]+/).map((w) => w.trim()).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const db = getDb();
  const a = clientAddresses$4;
  const j = jobs$5;
  const addressText = sql`${a.street} || ' ' || ${a.city} || ' ' || ${a.state} || ' ' || ${a.zipCode} || ' ' || ${a.country}`;
  const addressRows = db.select({ id: a.id, street: a.street, city: a.city, state: a.state, zipCode: a.zipCode, country: a.country }).from(a).where(and(...matchesAll(addressText, words))).orderBy(desc(a.id)).limit(limit * 3).all();
  const jobRows = db.select({ id: j.id, location: j.jobLocation, parsed: j.jobLocationParsed }).from(j).where(and(isNotNull(j.jobLocation), ne(j.jobLocation, ""), ...matchesAll(sql`${j.jobLocation}`, words))).orderBy(desc(j.updatedAt), desc(j.id)).limit(limit * 3).all();
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (s) => {
    const key = placeKey(s.full_address);
    if (!key || seen.has(key) || out.length >= limit) return;
    seen.add(key);
    out.push(s);
  };
  for (const r of addressRows) add(suggestionFromAddress(r, `local:address:${r.id}`));
  for (const r of jobRows) {
    const stored = parseSuggestionJson(r.parsed);
    if (stored && !stored.manual && normal(stored.full_address) === normal(r.location)) {
      add({ ...stored, id: `local:job:${r.id}`, source: "local" });
    } else {
      add(suggestionFromAddress(parseTypedAddress(r.location), `local:job:${r.id}`));
    }
  }
  return out;
}
const body = z.object({
  query: z.string(),
  sessionToken: z.string().max(100).nullish()
});
function loader$b() {
  return methodNotAllowed(["POST"]);
}
async function action$d({
  request
}) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await requireApiUser(request);
  const {
    query: query2,
    sessionToken
  } = await readJson(request, body);
  const q = query2.trim();
  if (q.length < MIN_QUERY || q.length > MAX_QUERY) return {
    suggestions: []
  };
  return {
    suggestions: await suggestAddresses(q, sessionToken)
  };
}
const route42 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$d,
  loader: loader$b
}, Symbol.toStringTag, { value: "Module" }));
const query$1 = z.object({
  brandId: z.coerce.number().int().positive().optional()
});
async function loader$a({
  request
}) {
  await requireApiAdmin(request);
  return {
    signs: listSignsWithPricing(readQuery(request, query$1))
  };
}
const action$c = getOnlyAction(requireApiAdmin);
const route43 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$c,
  loader: loader$a
}, Symbol.toStringTag, { value: "Module" }));
async function action$b({
  request
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const fields = await readJson(request, newSignSchema);
  return answerAdminWrite(() => data$1({
    sign: createSign(user, fields)
  }, {
    status: 201
  }));
}
const route44 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$b
}, Symbol.toStringTag, { value: "Module" }));
const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
function idParam(value) {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw jsonError(404, "Not found");
  return parsed.data;
}
async function loader$9({
  request,
  params
}) {
  await requireApiAdmin(request);
  const sign = findSign(idParam(params.id));
  if (!sign) throw jsonError(404, "Sign not found");
  return {
    sign
  };
}
async function action$a({
  request,
  params
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const id2 = idParam(params.id);
  const fields = await readJson(request, signPatchSchema);
  return answerAdminWrite(() => ({
    sign: updateSign(user, id2, fields)
  }));
}
const route45 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$a,
  loader: loader$9
}, Symbol.toStringTag, { value: "Module" }));
async function action$9({
  request,
  params
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const signId = idParam(params.id);
  const input = await readJson(request, newSizeSchema);
  return answerAdminWrite(() => data$1({
    size: addSize(user, signId, input)
  }, {
    status: 201
  }));
}
const route46 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$9
}, Symbol.toStringTag, { value: "Module" }));
async function loader$8({
  request
}) {
  await requireApiAdmin(request);
  return methodNotAllowed(["POST"]);
}
async function action$8({
  request
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const {
    column,
    value,
    pricingIds
  } = await readJson(request, fillSchema);
  return answerAdminWrite(() => fillColumn(user, column, value, pricingIds));
}
const route47 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$8,
  loader: loader$8
}, Symbol.toStringTag, { value: "Module" }));
async function loader$7({
  request
}) {
  await requireApiAdmin(request);
  return methodNotAllowed(["POST"]);
}
async function action$7({
  request
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const {
    column,
    rows
  } = await readJson(request, restoreSchema);
  return answerAdminWrite(() => restoreColumn(user, column, rows));
}
const route48 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$7,
  loader: loader$7
}, Symbol.toStringTag, { value: "Module" }));
async function loader$6({
  request
}) {
  await requireApiAdmin(request);
  return methodNotAllowed(["PATCH", "DELETE"]);
}
async function action$6({
  request,
  params
}) {
  const user = await requireApiAdmin(request);
  const id2 = idParam(params.id);
  if (request.method === "PATCH") {
    const patch = await readJson(request, sizePricePatchSchema);
    return answerAdminWrite(() => ({
      size: updateSize(user, id2, patch)
    }));
  }
  if (request.method === "DELETE") {
    assertSameOrigin(request);
    return answerAdminWrite(() => {
      removeSize(user, id2);
      return data$1(null, {
        status: 204
      });
    });
  }
  return methodNotAllowed(["PATCH", "DELETE"]);
}
const route49 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$6,
  loader: loader$6
}, Symbol.toStringTag, { value: "Module" }));
const id = z.coerce.number().int().positive();
const query = z.object({
  signId: id.optional(),
  sizeId: id.optional(),
  entity: z.enum(CATALOGUE_ENTITIES).optional(),
  entityId: id.optional(),
  limit: z.coerce.number().int().min(1).max(1e3).optional()
});
async function loader$5({
  request
}) {
  await requireApiAdmin(request);
  return {
    changes: listChanges(readQuery(request, query))
  };
}
const action$5 = getOnlyAction(requireApiAdmin);
const route50 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$5,
  loader: loader$5
}, Symbol.toStringTag, { value: "Module" }));
async function loader$4({
  request
}) {
  await requireApiAdmin(request);
  return {
    options: listOptions()
  };
}
const action$4 = getOnlyAction(requireApiAdmin);
const route51 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$4,
  loader: loader$4
}, Symbol.toStringTag, { value: "Module" }));
async function loader$3({
  request
}) {
  await requireApiAdmin(request);
  return methodNotAllowed(["PATCH"]);
}
async function action$3({
  request,
  params
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  const id2 = idParam(params.id);
  const patch = await readJson(request, optionPatchSchema);
  return answerAdminWrite(() => ({
    option: updateOption(user, id2, patch),
    message: OPTION_MESSAGES.updated
  }));
}
const route52 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$3,
  loader: loader$3
}, Symbol.toStringTag, { value: "Module" }));
async function loader$2({
  request
}) {
  await requireApiAdmin(request);
  return methodNotAllowed(["PATCH"]);
}
async function action$2({
  request,
  params
}) {
  const user = await requireApiAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  const id2 = idParam(params.id);
  const patch = await readJson(request, userPatchSchema);
  return answerAdminWrite(() => ({
    user: updateUser(user, id2, patch)
  }));
}
const route53 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$2,
  loader: loader$2
}, Symbol.toStringTag, { value: "Module" }));
const notFound$1 = () => data$1({
  error: "Not found"
}, {
  status: 404
});
const loader$1 = notFound$1;
const action$1 = notFound$1;
const route54 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$1,
  loader: loader$1
}, Symbol.toStringTag, { value: "Module" }));
function loader() {
  return data$1(null, {
    status: 404
  });
}
function action() {
  return data$1(null, {
    status: 404
  });
}
function meta() {
  return [{
    title: "404 Page Not Found | Signboard"
  }];
}
const notFound = UNSAFE_withComponentProps(function NotFound() {
  return /* @__PURE__ */ jsx("main", {
    className: "flex min-h-screen items-center justify-center bg-slate-50 p-8",
    children: /* @__PURE__ */ jsxs("div", {
      className: "rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm",
      children: [/* @__PURE__ */ jsx("h1", {
        className: "text-2xl font-semibold",
        children: "404 Page Not Found"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-2 text-slate-600",
        children: "Did you forget to add the page to the router?"
      }), /* @__PURE__ */ jsx("a", {
        href: "/",
        className: "mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800",
        children: "Return to Home"
      })]
    })
  });
});
const route55 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action,
  default: notFound,
  loader,
  meta
}, Symbol.toStringTag, { value: "Module" }));
const serverManifest = { "entry": { "module": "/assets/entry.client-9K7QDJA8.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/index-BytG1zhz.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-CWqeJLcB.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/index-BytG1zhz.js", "/assets/toaster-BAGCLX3i.js", "/assets/use-hydrated-DfkYkmgC.js"], "css": ["/assets/root-Bf6h28hf.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/login": { "id": "routes/login", "parentId": "root", "path": "login", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/login-DVXA0SMc.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/schemas-Do8MeyKD.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/auth.callback": { "id": "routes/auth.callback", "parentId": "root", "path": "auth/callback", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/auth.callback-BL-4mJ9J.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/welcome": { "id": "routes/welcome", "parentId": "root", "path": "welcome", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/welcome-CGcOr-zI.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/logout": { "id": "routes/logout", "parentId": "root", "path": "logout", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/logout-DP2rzg_V.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/dev.outbox": { "id": "routes/dev.outbox", "parentId": "root", "path": "dev/outbox", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/dev.outbox-CzSlpMLm.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/app-layout": { "id": "routes/app-layout", "parentId": "root", "path": void 0, "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/app-layout-B3n4RqSC.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/use-details-menu-UO3dezF5.js", "/assets/avatar-B7GmluI2.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/jobs-home": { "id": "routes/jobs-home", "parentId": "routes/app-layout", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/jobs-MZefdn45.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/jobs-screen-U9GY8pID.js", "/assets/avatar-B7GmluI2.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/jobs": { "id": "routes/jobs", "parentId": "routes/app-layout", "path": "jobs", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/jobs-MZefdn45.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/jobs-screen-U9GY8pID.js", "/assets/avatar-B7GmluI2.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "routes/app-layout", "path": "home", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-Gul7SpAC.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/job.new": { "id": "routes/job.new", "parentId": "routes/app-layout", "path": "job/new", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/job.new-BJXa7lGL.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/job-info-fields-D82qq0K7.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/schemas-Do8MeyKD.js", "/assets/toaster-BAGCLX3i.js", "/assets/money-CkQuAdQV.js", "/assets/schema-1sjESbiG.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/job.new.job": { "id": "routes/job.new.job", "parentId": "routes/app-layout", "path": "job/new/job", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/job.new-BJXa7lGL.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/job-info-fields-D82qq0K7.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/schemas-Do8MeyKD.js", "/assets/toaster-BAGCLX3i.js", "/assets/money-CkQuAdQV.js", "/assets/schema-1sjESbiG.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/job": { "id": "routes/job", "parentId": "routes/app-layout", "path": "job/:brandSlug/:jobNumber", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/job-Cz-LK0t1.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/job-info-fields-D82qq0K7.js", "/assets/use-details-menu-UO3dezF5.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/field-DiK5xBET.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/money-CkQuAdQV.js", "/assets/schemas-Do8MeyKD.js", "/assets/schema-1sjESbiG.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/brand-jobs-dhc": { "id": "routes/brand-jobs-dhc", "parentId": "routes/app-layout", "path": "daves-hot-chicken", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/brand-jobs-C3UU4Ao2.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/jobs-screen-U9GY8pID.js", "/assets/avatar-B7GmluI2.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/brand-jobs-skx": { "id": "routes/brand-jobs-skx", "parentId": "routes/app-layout", "path": "skechers", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/brand-jobs-C3UU4Ao2.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/jobs-screen-U9GY8pID.js", "/assets/avatar-B7GmluI2.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/coming-soon": { "id": "routes/coming-soon", "parentId": "routes/app-layout", "path": "coming-soon/:brandName?", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/coming-soon-BoSzEVdh.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin-layout": { "id": "routes/admin-layout", "parentId": "routes/app-layout", "path": void 0, "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/admin-layout-CCfp45hO.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data": { "id": "routes/data", "parentId": "routes/admin-layout", "path": "data", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data-blygnvJ_.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/catalogue-BU14XQbT.js", "/assets/money-CkQuAdQV.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/catalogue-tables-Dp61Utw3.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.signs.new": { "id": "routes/data.signs.new", "parentId": "routes/data", "path": "signs/new", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.signs.new-OhUJJXlt.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/sign-form-CfpwpI60.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js", "/assets/catalogue-BU14XQbT.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/field-DiK5xBET.js", "/assets/index-BytG1zhz.js", "/assets/helpers-DayTxN8J.js", "/assets/parse-BIfTFsqx.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.signs.$signId.edit": { "id": "routes/data.signs.$signId.edit", "parentId": "routes/data", "path": "signs/:signId/edit", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.signs._signId.edit-BYAC1BT9.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/sign-form-CfpwpI60.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js", "/assets/catalogue-BU14XQbT.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/field-DiK5xBET.js", "/assets/index-BytG1zhz.js", "/assets/helpers-DayTxN8J.js", "/assets/parse-BIfTFsqx.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.signs.$signId.history": { "id": "routes/data.signs.$signId.history", "parentId": "routes/data", "path": "signs/:signId/history", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.signs._signId.history-wmgWdoBu.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/index-BytG1zhz.js", "/assets/helpers-DayTxN8J.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.options.$optionId.values.$index": { "id": "routes/data.options.$optionId.values.$index", "parentId": "routes/data", "path": "options/:optionId/values/:index", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.options._optionId.values._index-C72V6FtH.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/catalogue-BU14XQbT.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.brands.new": { "id": "routes/data.brands.new", "parentId": "routes/data", "path": "brands/new", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.brands.new-DnHp-JLO.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.brands.$brandId.edit": { "id": "routes/data.brands.$brandId.edit", "parentId": "routes/data", "path": "brands/:brandId/edit", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.brands._brandId.edit-DnHp-JLO.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.services.new": { "id": "routes/data.services.new", "parentId": "routes/data", "path": "services/new", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.services.new-CI-OaKtH.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/data.services.$serviceId.edit": { "id": "routes/data.services.$serviceId.edit", "parentId": "routes/data", "path": "services/:serviceId/edit", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/data.services._serviceId.edit-DnHp-JLO.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/users": { "id": "routes/users", "parentId": "routes/admin-layout", "path": "users", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/users-BmailZW-.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/user-admin-uRDN1e1E.js", "/assets/avatar-B7GmluI2.js", "/assets/catalogue-tables-Dp61Utw3.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/users.invite": { "id": "routes/users.invite", "parentId": "routes/users", "path": "invite", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/users.invite-CGLMiZDd.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/user-admin-uRDN1e1E.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/schema-1sjESbiG.js", "/assets/schemas-Do8MeyKD.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/users.$userId.edit": { "id": "routes/users.$userId.edit", "parentId": "routes/users", "path": ":userId/edit", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/users._userId.edit-D1Ro98si.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/schema-1sjESbiG.js", "/assets/user-admin-uRDN1e1E.js", "/assets/admin-dialog-DBTJeR7X.js", "/assets/parse-BIfTFsqx.js", "/assets/helpers-DayTxN8J.js", "/assets/schemas-Do8MeyKD.js", "/assets/field-DiK5xBET.js", "/assets/use-hydrated-DfkYkmgC.js", "/assets/index-BytG1zhz.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/auth.personalized-magic-link": { "id": "routes/api/auth.personalized-magic-link", "parentId": "root", "path": "api/auth/personalized-magic-link", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/auth.personalized-magic-link-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/auth.user": { "id": "routes/api/auth.user", "parentId": "root", "path": "api/auth/user", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/auth.user-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/logout": { "id": "routes/api/logout", "parentId": "root", "path": "api/logout", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/logout-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/jobs": { "id": "routes/api/jobs", "parentId": "root", "path": "api/jobs", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/jobs-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/jobs.$brandSlug.$jobNumber": { "id": "routes/api/jobs.$brandSlug.$jobNumber", "parentId": "root", "path": "api/jobs/:brandSlug/:jobNumber", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/jobs._brandSlug._jobNumber-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/jobs.$id.versions": { "id": "routes/api/jobs.$id.versions", "parentId": "root", "path": "api/jobs/:id/versions", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/jobs._id.versions-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/brands": { "id": "routes/api/brands", "parentId": "root", "path": "api/brands", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/brands-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/profiles": { "id": "routes/api/profiles", "parentId": "root", "path": "api/profiles", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/profiles-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/users": { "id": "routes/api/users", "parentId": "root", "path": "api/users", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/users-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/stats": { "id": "routes/api/stats", "parentId": "root", "path": "api/stats", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/stats-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/clients.search": { "id": "routes/api/clients.search", "parentId": "root", "path": "api/clients/search", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/clients.search-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/clients.$id.addresses": { "id": "routes/api/clients.$id.addresses", "parentId": "root", "path": "api/clients/:id/addresses", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/clients._id.addresses-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/clients.$id.contacts": { "id": "routes/api/clients.$id.contacts", "parentId": "root", "path": "api/clients/:id/contacts", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/clients._id.contacts-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/mapbox.suggest": { "id": "routes/api/mapbox.suggest", "parentId": "root", "path": "api/mapbox/suggest", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/mapbox.suggest-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/signs-with-pricing": { "id": "routes/api/signs-with-pricing", "parentId": "root", "path": "api/signs-with-pricing", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/signs-with-pricing-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/signs": { "id": "routes/api/signs", "parentId": "root", "path": "api/signs", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/signs-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/signs.$id": { "id": "routes/api/signs.$id", "parentId": "root", "path": "api/signs/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/signs._id-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/signs.$id.pricing": { "id": "routes/api/signs.$id.pricing", "parentId": "root", "path": "api/signs/:id/pricing", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/signs._id.pricing-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/sign-pricing.fill": { "id": "routes/api/sign-pricing.fill", "parentId": "root", "path": "api/sign-pricing/fill", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sign-pricing.fill-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/sign-pricing.restore": { "id": "routes/api/sign-pricing.restore", "parentId": "root", "path": "api/sign-pricing/restore", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sign-pricing.restore-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/sign-pricing.$id": { "id": "routes/api/sign-pricing.$id", "parentId": "root", "path": "api/sign-pricing/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sign-pricing._id-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/catalogue-changes": { "id": "routes/api/catalogue-changes", "parentId": "root", "path": "api/catalogue-changes", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/catalogue-changes-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/options": { "id": "routes/api/options", "parentId": "root", "path": "api/options", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/options-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/options.$id": { "id": "routes/api/options.$id", "parentId": "root", "path": "api/options/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/options._id-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/users.$id": { "id": "routes/api/users.$id", "parentId": "root", "path": "api/users/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/users._id-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/not-found": { "id": "routes/api/not-found", "parentId": "root", "path": "api/*", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/not-found-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-DVoTzf0d.js", "imports": ["/assets/chunk-OB3PAWPO-fQOnZNfy.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-08613ebc.js", "version": "08613ebc", "sri": void 0 };
const assetsBuildDirectory = "build-e2e/admin/client";
const basename = "/";
const future = { "unstable_optimizeDeps": false, "v8_passThroughRequests": false, "v8_trailingSlashAwareDataRequests": false, "unstable_previewServerPrerendering": false, "v8_middleware": false, "v8_splitRouteModules": false, "v8_viteEnvironmentApi": false };
const ssr = true;
const isSpaMode = false;
const prerender = [];
const routeDiscovery = { "mode": "lazy", "manifestPath": "/__manifest" };
const publicPath = "/";
const entry = { module: entryServer };
const routes = {
  "root": {
    id: "root",
    parentId: void 0,
    path: "",
    index: void 0,
    caseSensitive: void 0,
    module: route0
  },
  "routes/login": {
    id: "routes/login",
    parentId: "root",
    path: "login",
    index: void 0,
    caseSensitive: void 0,
    module: route1
  },
  "routes/auth.callback": {
    id: "routes/auth.callback",
    parentId: "root",
    path: "auth/callback",
    index: void 0,
    caseSensitive: void 0,
    module: route2
  },
  "routes/welcome": {
    id: "routes/welcome",
    parentId: "root",
    path: "welcome",
    index: void 0,
    caseSensitive: void 0,
    module: route3
  },
  "routes/logout": {
    id: "routes/logout",
    parentId: "root",
    path: "logout",
    index: void 0,
    caseSensitive: void 0,
    module: route4
  },
  "routes/dev.outbox": {
    id: "routes/dev.outbox",
    parentId: "root",
    path: "dev/outbox",
    index: void 0,
    caseSensitive: void 0,
    module: route5
  },
  "routes/app-layout": {
    id: "routes/app-layout",
    parentId: "root",
    path: void 0,
    index: void 0,
    caseSensitive: void 0,
    module: route6
  },
  "routes/jobs-home": {
    id: "routes/jobs-home",
    parentId: "routes/app-layout",
    path: void 0,
    index: true,
    caseSensitive: void 0,
    module: route8
  },
  "routes/jobs": {
    id: "routes/jobs",
    parentId: "routes/app-layout",
    path: "jobs",
    index: void 0,
    caseSensitive: void 0,
    module: route8
  },
  "routes/home": {
    id: "routes/home",
    parentId: "routes/app-layout",
    path: "home",
    index: void 0,
    caseSensitive: void 0,
    module: route9
  },
  "routes/job.new": {
    id: "routes/job.new",
    parentId: "routes/app-layout",
    path: "job/new",
    index: void 0,
    caseSensitive: void 0,
    module: route11
  },
  "routes/job.new.job": {
    id: "routes/job.new.job",
    parentId: "routes/app-layout",
    path: "job/new/job",
    index: void 0,
    caseSensitive: void 0,
    module: route11
  },
  "routes/job": {
    id: "routes/job",
    parentId: "routes/app-layout",
    path: "job/:brandSlug/:jobNumber",
    index: void 0,
    caseSensitive: void 0,
    module: route12
  },
  "routes/brand-jobs-dhc": {
    id: "routes/brand-jobs-dhc",
    parentId: "routes/app-layout",
    path: "daves-hot-chicken",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "routes/brand-jobs-skx": {
    id: "routes/brand-jobs-skx",
    parentId: "routes/app-layout",
    path: "skechers",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "routes/coming-soon": {
    id: "routes/coming-soon",
    parentId: "routes/app-layout",
    path: "coming-soon/:brandName?",
    index: void 0,
    caseSensitive: void 0,
    module: route15
  },
  "routes/admin-layout": {
    id: "routes/admin-layout",
    parentId: "routes/app-layout",
    path: void 0,
    index: void 0,
    caseSensitive: void 0,
    module: route16
  },
  "routes/data": {
    id: "routes/data",
    parentId: "routes/admin-layout",
    path: "data",
    index: void 0,
    caseSensitive: void 0,
    module: route17
  },
  "routes/data.signs.new": {
    id: "routes/data.signs.new",
    parentId: "routes/data",
    path: "signs/new",
    index: void 0,
    caseSensitive: void 0,
    module: route18
  },
  "routes/data.signs.$signId.edit": {
    id: "routes/data.signs.$signId.edit",
    parentId: "routes/data",
    path: "signs/:signId/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route19
  },
  "routes/data.signs.$signId.history": {
    id: "routes/data.signs.$signId.history",
    parentId: "routes/data",
    path: "signs/:signId/history",
    index: void 0,
    caseSensitive: void 0,
    module: route20
  },
  "routes/data.options.$optionId.values.$index": {
    id: "routes/data.options.$optionId.values.$index",
    parentId: "routes/data",
    path: "options/:optionId/values/:index",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "routes/data.brands.new": {
    id: "routes/data.brands.new",
    parentId: "routes/data",
    path: "brands/new",
    index: void 0,
    caseSensitive: void 0,
    module: route22
  },
  "routes/data.brands.$brandId.edit": {
    id: "routes/data.brands.$brandId.edit",
    parentId: "routes/data",
    path: "brands/:brandId/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route23
  },
  "routes/data.services.new": {
    id: "routes/data.services.new",
    parentId: "routes/data",
    path: "services/new",
    index: void 0,
    caseSensitive: void 0,
    module: route24
  },
  "routes/data.services.$serviceId.edit": {
    id: "routes/data.services.$serviceId.edit",
    parentId: "routes/data",
    path: "services/:serviceId/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route25
  },
  "routes/users": {
    id: "routes/users",
    parentId: "routes/admin-layout",
    path: "users",
    index: void 0,
    caseSensitive: void 0,
    module: route26
  },
  "routes/users.invite": {
    id: "routes/users.invite",
    parentId: "routes/users",
    path: "invite",
    index: void 0,
    caseSensitive: void 0,
    module: route27
  },
  "routes/users.$userId.edit": {
    id: "routes/users.$userId.edit",
    parentId: "routes/users",
    path: ":userId/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route28
  },
  "routes/api/auth.personalized-magic-link": {
    id: "routes/api/auth.personalized-magic-link",
    parentId: "root",
    path: "api/auth/personalized-magic-link",
    index: void 0,
    caseSensitive: void 0,
    module: route29
  },
  "routes/api/auth.user": {
    id: "routes/api/auth.user",
    parentId: "root",
    path: "api/auth/user",
    index: void 0,
    caseSensitive: void 0,
    module: route30
  },
  "routes/api/logout": {
    id: "routes/api/logout",
    parentId: "root",
    path: "api/logout",
    index: void 0,
    caseSensitive: void 0,
    module: route31
  },
  "routes/api/jobs": {
    id: "routes/api/jobs",
    parentId: "root",
    path: "api/jobs",
    index: void 0,
    caseSensitive: void 0,
    module: route32
  },
  "routes/api/jobs.$brandSlug.$jobNumber": {
    id: "routes/api/jobs.$brandSlug.$jobNumber",
    parentId: "root",
    path: "api/jobs/:brandSlug/:jobNumber",
    index: void 0,
    caseSensitive: void 0,
    module: route33
  },
  "routes/api/jobs.$id.versions": {
    id: "routes/api/jobs.$id.versions",
    parentId: "root",
    path: "api/jobs/:id/versions",
    index: void 0,
    caseSensitive: void 0,
    module: route34
  },
  "routes/api/brands": {
    id: "routes/api/brands",
    parentId: "root",
    path: "api/brands",
    index: void 0,
    caseSensitive: void 0,
    module: route35
  },
  "routes/api/profiles": {
    id: "routes/api/profiles",
    parentId: "root",
    path: "api/profiles",
    index: void 0,
    caseSensitive: void 0,
    module: route36
  },
  "routes/api/users": {
    id: "routes/api/users",
    parentId: "root",
    path: "api/users",
    index: void 0,
    caseSensitive: void 0,
    module: route37
  },
  "routes/api/stats": {
    id: "routes/api/stats",
    parentId: "root",
    path: "api/stats",
    index: void 0,
    caseSensitive: void 0,
    module: route38
  },
  "routes/api/clients.search": {
    id: "routes/api/clients.search",
    parentId: "root",
    path: "api/clients/search",
    index: void 0,
    caseSensitive: void 0,
    module: route39
  },
  "routes/api/clients.$id.addresses": {
    id: "routes/api/clients.$id.addresses",
    parentId: "root",
    path: "api/clients/:id/addresses",
    index: void 0,
    caseSensitive: void 0,
    module: route40
  },
  "routes/api/clients.$id.contacts": {
    id: "routes/api/clients.$id.contacts",
    parentId: "root",
    path: "api/clients/:id/contacts",
    index: void 0,
    caseSensitive: void 0,
    module: route41
  },
  "routes/api/mapbox.suggest": {
    id: "routes/api/mapbox.suggest",
    parentId: "root",
    path: "api/mapbox/suggest",
    index: void 0,
    caseSensitive: void 0,
    module: route42
  },
  "routes/api/signs-with-pricing": {
    id: "routes/api/signs-with-pricing",
    parentId: "root",
    path: "api/signs-with-pricing",
    index: void 0,
    caseSensitive: void 0,
    module: route43
  },
  "routes/api/signs": {
    id: "routes/api/signs",
    parentId: "root",
    path: "api/signs",
    index: void 0,
    caseSensitive: void 0,
    module: route44
  },
  "routes/api/signs.$id": {
    id: "routes/api/signs.$id",
    parentId: "root",
    path: "api/signs/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route45
  },
  "routes/api/signs.$id.pricing": {
    id: "routes/api/signs.$id.pricing",
    parentId: "root",
    path: "api/signs/:id/pricing",
    index: void 0,
    caseSensitive: void 0,
    module: route46
  },
  "routes/api/sign-pricing.fill": {
    id: "routes/api/sign-pricing.fill",
    parentId: "root",
    path: "api/sign-pricing/fill",
    index: void 0,
    caseSensitive: void 0,
    module: route47
  },
  "routes/api/sign-pricing.restore": {
    id: "routes/api/sign-pricing.restore",
    parentId: "root",
    path: "api/sign-pricing/restore",
    index: void 0,
    caseSensitive: void 0,
    module: route48
  },
  "routes/api/sign-pricing.$id": {
    id: "routes/api/sign-pricing.$id",
    parentId: "root",
    path: "api/sign-pricing/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route49
  },
  "routes/api/catalogue-changes": {
    id: "routes/api/catalogue-changes",
    parentId: "root",
    path: "api/catalogue-changes",
    index: void 0,
    caseSensitive: void 0,
    module: route50
  },
  "routes/api/options": {
    id: "routes/api/options",
    parentId: "root",
    path: "api/options",
    index: void 0,
    caseSensitive: void 0,
    module: route51
  },
  "routes/api/options.$id": {
    id: "routes/api/options.$id",
    parentId: "root",
    path: "api/options/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "routes/api/users.$id": {
    id: "routes/api/users.$id",
    parentId: "root",
    path: "api/users/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route53
  },
  "routes/api/not-found": {
    id: "routes/api/not-found",
    parentId: "root",
    path: "api/*",
    index: void 0,
    caseSensitive: void 0,
    module: route54
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route55
  }
};
const allowedActionOrigins = false;
export {
  allowedActionOrigins,
  serverManifest as assets,
  assetsBuildDirectory,
  basename,
  entry,
  future,
  isSpaMode,
  prerender,
  publicPath,
  routeDiscovery,
  routes,
  ssr
};
