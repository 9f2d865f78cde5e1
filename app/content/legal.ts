// The text of /privacy-policy, /terms and /cookie-policy (product-rules#legal).
// Plain data: a paragraph is a list of text runs, a run may be a link.

/** The date all three pages carry. */
export const LEGAL_LAST_UPDATED = { iso: "2025-08-20", text: "20 August 2025" } as const;

export type Run = string | { text: string; href: string };
export type Block =
  | { kind: "p"; runs: Run[] }
  | { kind: "list"; items: Run[][] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] }
  /** Who runs Arrowed and where, from the OPERATOR_NAME and OPERATOR_ADDRESS settings; nothing when unset. */
  | { kind: "operator" };
export type LegalSection = { id: string; heading: string; blocks: Block[] };
export type LegalDocument = {
  key: "privacy" | "terms" | "cookies";
  path: "/privacy-policy" | "/terms" | "/cookie-policy";
  title: string;
  description: string;
  intro: Run[];
  sections: LegalSection[];
};

/** The support form, which returns to the page it was opened from. */
const support = (from: string) => ({
  text: "support page",
  href: `/contact?${new URLSearchParams({ mode: "support", from })}`,
});
const COOKIE_POLICY = { text: "Cookie Policy", href: "/cookie-policy" };
const PRIVACY_POLICY = { text: "Privacy Policy", href: "/privacy-policy" };
const TERMS = { text: "Terms of Service", href: "/terms" };

const p = (...runs: Run[]): Block => ({ kind: "p", runs });
const list = (...items: Array<Run | Run[]>): Block => ({
  kind: "list",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});

const privacy: LegalDocument = {
  key: "privacy",
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "How Arrowed collects, uses and protects your personal data under UK GDPR: what we hold, why, who processes it, how long we keep it and your rights.",
  intro: [
    "This policy explains what personal data Arrowed collects when you use our FRCR Part 1 anatomy question bank, why we collect it, how we look after it and the rights you have over it. Please read it together with our ",
    TERMS,
    " and ",
    COOKIE_POLICY,
    ".",
  ],
  sections: [
    {
      id: "controller",
      heading: "Who we are",
      blocks: [
        p(
          "Arrowed is the controller of the personal data described in this policy for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.",
        ),
        { kind: "operator" },
        p(
          "For any question about your data or this policy, or to exercise your rights, contact us through our ",
          support("/privacy-policy"),
          ". When you are signed in you can also use Contact Support from the account menu. We reply within 1 working day.",
        ),
      ],
    },
    {
      id: "data",
      heading: "The data we collect",
      blocks: [
        list(
          "Account data: your name, email address and password. Your password is stored only as a salted one-way hash, never as text we can read.",
          "Profile data you choose to give: your specialty, university and hospital.",
          "Study data: the answers you type, the marks they earn, the time you spend, the tests you take, the questions you flag or like, your notes, and any marks you override.",
          "Messages you send us: support and contact messages, disputes about questions, feature requests and applications for a discounted account, including any documents you attach.",
          "Payment records: the plan you bought, the amount, the dates and the payment status. Payments are taken by Stripe; we never receive or store your card number.",
          "Technical data: the IP address and browser details recorded with each signed-in session, and server logs of the pages requested, which we use to keep accounts secure.",
        ),
        p(
          "We do not collect special category data such as health information, and we do not buy data about you from anyone else.",
        ),
      ],
    },
    {
      id: "purposes",
      heading: "How we use your data and our lawful bases",
      blocks: [
        {
          kind: "table",
          caption: "Why we use personal data and the lawful basis for each use",
          columns: ["Purpose", "Lawful basis"],
          rows: [
            ["Creating your account, verifying your email address and signing you in", "Contract"],
            ["Providing the question bank, tests, marking, analytics and notes you use", "Contract"],
            ["Taking payments and managing your subscription and renewals", "Contract"],
            ["Keeping financial records required by tax law", "Legal obligation"],
            ["Service emails such as verification, password reset and payment receipts", "Contract"],
            ["Anatomy email nudges and news about Arrowed", "Consent, which you may withdraw at any time"],
            [
              "Answering support messages, disputes and feature requests",
              "Legitimate interests in helping you and improving our questions",
            ],
            [
              "Assessing applications for a discounted account",
              "Legitimate interests in offering fair access to learners in emerging economies",
            ],
            [
              "Keeping the service secure, preventing fraud, abuse and account sharing",
              "Legitimate interests in protecting our users and our content",
            ],
          ],
        },
        p(
          "When you ask for an AI explanation, the question's title, its accepted answers and the imaging modality are sent to our AI provider. Nothing that identifies you is included.",
        ),
        p(
          "We do not sell your data, and we do not use it for advertising or automated decisions that have legal or similarly significant effects on you.",
        ),
      ],
    },
    {
      id: "processors",
      heading: "Who processes your data for us",
      blocks: [
        p(
          "We use a small number of service providers who process data only on our instructions and under contracts that require them to keep it safe:",
        ),
        list(
          "Fly.io, which hosts our servers and database in London.",
          "Stripe, which processes payments, including PayPal payments, and keeps the payment details you give it.",
          "Resend, which delivers our emails.",
          "Our AI provider, which generates explanations from question content only.",
        ),
        p("We may also share data where the law requires it, for example with HMRC or in response to a court order."),
      ],
    },
    {
      id: "transfers",
      heading: "International transfers",
      blocks: [
        p(
          "Some of our providers are based in, or use sub-processors in, the United States and other countries outside the UK. Where data leaves the UK it is protected by UK adequacy regulations (including the UK Extension to the EU-US Data Privacy Framework) or by the International Data Transfer Agreement or Addendum approved by the Information Commissioner, together with the provider's own security measures.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your data",
      blocks: [
        list(
          "Account, profile and study data: for as long as your account is open. When you ask us to close your account we delete it within 30 days.",
          "Payment records: 6 years after the end of the financial year they relate to, as tax law requires.",
          "Support messages, disputes and feature requests: up to 2 years after we have dealt with them.",
          "Documents sent with an application for a discounted account: deleted within 30 days of our decision.",
          "Sign-in sessions: they expire after 30 days or when you log out. Server logs: 30 days.",
        ),
        p("You can also reset your study data yourself at any time from Profile & Account."),
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      blocks: [
        p(
          "All traffic to Arrowed is encrypted in transit. Passwords are hashed, sign-in cookies hold only a random session identifier, and access to our systems is limited to the people who need it to run the service.",
        ),
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        p("Under UK GDPR you have the right to:"),
        list(
          "access the personal data we hold about you and receive a copy of it;",
          "have inaccurate or incomplete data corrected (rectification);",
          "have your data erased;",
          "restrict how we use your data;",
          "receive the data you gave us in a portable, machine-readable format (portability);",
          "object to our use of your data where we rely on legitimate interests;",
          "withdraw your consent to email nudges at any time, without affecting what we did before.",
        ),
        p(
          "To use any of these rights, contact us through our ",
          support("/privacy-policy"),
          ". We will answer within one month and there is normally no charge. We may ask you to confirm your identity first.",
        ),
        p(
          "If you are unhappy with how we have handled your data, you have the right to complain to the Information Commissioner's Office (ICO) at ",
          { text: "ico.org.uk/make-a-complaint", href: "https://ico.org.uk/make-a-complaint/" },
          " or on 0303 123 1113. We would appreciate the chance to put things right first, so please contact us before you do.",
        ),
      ],
    },
    {
      id: "age",
      heading: "Age",
      blocks: [p("Arrowed is for people aged 18 or older. We do not knowingly collect data from anyone younger.")],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        p(
          "We may update this policy when our service or the law changes. The date at the top shows when it last changed, and we will email you about any significant change before it takes effect.",
        ),
      ],
    },
  ],
};

const terms: LegalDocument = {
  key: "terms",
  path: "/terms",
  title: "Terms of Service",
  description:
    "The terms for using Arrowed's FRCR Part 1 anatomy question bank: who may use it, plans, payment and renewal, cancellation, acceptable use, liability and governing law.",
  intro: [
    "These terms are the agreement between you and Arrowed for using our website and question bank. By creating an account you accept them, so please read them carefully. Our ",
    PRIVACY_POLICY,
    " explains how we handle your personal data.",
  ],
  sections: [
    {
      id: "eligibility",
      heading: "Who may use Arrowed",
      blocks: [
        p(
          "You must be 18 or older to create an account. You must give accurate details when you sign up and keep them up to date.",
        ),
        p(
          "Each account is for one person only. You must not share your sign-in details or let anyone else use your account, and you are responsible for everything done with it. Tell us straight away through our ",
          support("/terms"),
          " if you think someone else has used it.",
        ),
      ],
    },
    {
      id: "service",
      heading: "What Arrowed is",
      blocks: [
        p(
          "Arrowed is an independent revision resource for the anatomy module of FRCR Part 1. It is not affiliated with, or endorsed by, The Royal College of Radiologists. We work hard to keep our questions accurate and in line with the college's published guidance, but we cannot guarantee that they match the real exam or that you will pass it.",
        ),
        p(
          "Our content is for exam preparation only. It is not clinical guidance and must not be relied on for the care of patients. AI explanations are generated automatically and may contain mistakes: check them against standard texts.",
        ),
        p(
          "We may add, change or remove questions, features and mock papers to improve the service, and we may occasionally need to pause it for maintenance. We will not make changes that significantly reduce what you have paid for during your current period.",
        ),
      ],
    },
    {
      id: "plans",
      heading: "Plans, payment and renewal",
      blocks: [
        list(
          "The free plan gives you 30 questions with basic progress tracking. No card is needed.",
          "Paid plans are the Last Minute plan (£35 for 1 month) and Full Access (£45 for 3 months, £70 for 6 months or £90 for 9 months). The plan and price you choose are shown before you pay.",
          "Fees are payable in advance, in pounds sterling, by credit or debit card or PayPal, through our payment provider Stripe.",
          "Subscriptions renew automatically at the end of each period for the same length, at the price then in force, until you cancel. We will tell you in advance if a price changes.",
          "You can cancel at any time from Profile & Account. Cancelling stops the next renewal; you keep access until the end of the period you have already paid for.",
          "If you upgrade, the full price of the new plan is charged. To ask for a refund of the unused days of your old plan, contact us through our support page.",
        ),
        p(
          "Fees are non-refundable, except as set out above or where the law requires otherwise. Because paid content is available to you immediately, when you start a paid plan you ask us to begin straight away and you acknowledge that you lose the 14-day right to cancel under the Consumer Contracts Regulations 2013 once you begin using the paid content. Nothing in these terms affects your other statutory rights as a consumer.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        p("Our questions, images and explanations are for your own personal study. You must not:"),
        list(
          "copy, download, screenshot, record, reproduce, publish, sell or share our content, in whole or in part, by any means;",
          "share your account or sign-in details, or use someone else's account;",
          "use bots, scrapers or other automated means to access the service or collect its content;",
          "try to get around access controls, test the security of our systems, or interfere with their working;",
          "send messages, disputes or notes that are unlawful, abusive or meant to harass anyone.",
        ),
        p(
          "If you break these rules we may suspend or close your account without a refund. Where we can, we will tell you why and give you a chance to respond first.",
        ),
      ],
    },
    {
      id: "content",
      heading: "Intellectual property",
      blocks: [
        p(
          "All questions, images, explanations, mock papers and the design of the website belong to Arrowed or our licensors. We give you a personal, non-transferable licence to use them for your own study while your account is open.",
        ),
        p(
          "Your notes remain yours. You allow us to store and display them to you so that the service works. If you send us a dispute or a feature request, we may use your suggestion to improve Arrowed without owing you anything for it.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "Our liability",
      blocks: [
        p(
          "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
        ),
        p(
          "We are not responsible for your exam results, for losses that were not reasonably foreseeable, or for business losses such as lost income or opportunities. Subject to the paragraph above, our total liability to you for all claims arising out of or in connection with Arrowed is limited to the fees you paid us in the 12 months before the event that gave rise to the claim.",
        ),
      ],
    },
    {
      id: "ending",
      heading: "Closing your account",
      blocks: [
        p(
          "You may stop using Arrowed and ask us to close your account at any time through our ",
          support("/terms"),
          ". We may suspend or close an account that seriously or repeatedly breaks these terms. If we close the service altogether, we will give you reasonable notice and refund the unused part of any fees you have paid in advance.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        p(
          "We may update these terms from time to time. The date at the top shows when they last changed. We will email you about any significant change at least 14 days before it takes effect; if you do not agree, you may cancel before it does.",
        ),
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      blocks: [
        p(
          "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        p(
          "Questions about these terms are welcome through our ",
          support("/terms"),
          ". We reply within 1 working day.",
        ),
        { kind: "operator" },
      ],
    },
  ],
};

const cookies: LegalDocument = {
  key: "cookies",
  path: "/cookie-policy",
  title: "Cookie Policy",
  description:
    "The cookies Arrowed uses: only strictly necessary cookies to keep you signed in, show messages and remember your theme and cookie choices. No advertising trackers.",
  intro: [
    "This policy explains the cookies Arrowed uses, what each one does and how long it lasts. Cookies are small text files a website stores in your browser so that it can remember things between pages and visits.",
  ],
  sections: [
    {
      id: "our-cookies",
      heading: "The cookies we use",
      blocks: [
        p(
          "Arrowed uses only cookies that are strictly necessary for the service to work, or that remember a choice you have made. They are set by Arrowed itself, and none of them is used to track you across other websites.",
        ),
        {
          kind: "table",
          caption: "Cookies set by Arrowed",
          columns: ["Name", "What it does", "How long it lasts"],
          rows: [
            [
              "arrowed_session",
              "Keeps you signed in. It holds only a random, signed session identifier; your account details stay on our server.",
              "30 days, or until you log out",
            ],
            [
              "arrowed_toast",
              "Carries a one-off message, such as 'Signed out', to the next page you see.",
              "60 seconds; deleted as soon as the message is shown",
            ],
            [
              "arrowed_signup",
              "Remembers, on the device you signed up on, which new account is waiting for its email to be verified, so that verifying signs you in there.",
              "24 hours; deleted once your email is verified",
            ],
            [
              "arrowed_theme",
              "Remembers whether you chose the light or dark theme. Set only when you pick one.",
              "1 year",
            ],
            [
              "cookie_consent",
              "Remembers that you have accepted our cookie notice, so we do not show it again.",
              "1 year",
            ],
          ],
        },
      ],
    },
    {
      id: "no-trackers",
      heading: "No advertising trackers",
      blocks: [
        p(
          "We do not use advertising cookies, tracking pixels or third-party analytics cookies, and we do not let advertisers place cookies through our website.",
        ),
        p(
          "When you pay for a plan, the payment takes place on Stripe's secure checkout page, where Stripe sets its own cookies to prevent fraud. Those cookies are covered by Stripe's cookie policy.",
        ),
      ],
    },
    {
      id: "consent",
      heading: "Why we do not ask before setting these cookies",
      blocks: [
        p(
          "Under the Privacy and Electronic Communications Regulations, cookies that are strictly necessary to provide a service you have asked for, or to remember a preference you have set, do not need your consent. Our cookie notice tells you about them, and this page explains them in full.",
        ),
      ],
    },
    {
      id: "control",
      heading: "Controlling cookies",
      blocks: [
        p(
          "You can see and delete cookies in your browser's settings, and block them altogether. If you block arrowed_session you will not be able to sign in, and if you block arrowed_theme the site will follow your device's light or dark setting.",
        ),
      ],
    },
    {
      id: "more",
      heading: "More information",
      blocks: [
        p(
          "Our ",
          PRIVACY_POLICY,
          " explains how we handle personal data. For any question about cookies, contact us through our ",
          support("/cookie-policy"),
          ".",
        ),
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = { privacy, terms, cookies } as const;

export function legalDocumentFor(pathname: string): LegalDocument | undefined {
  return Object.values(LEGAL_DOCUMENTS).find((doc) => doc.path === pathname.replace(/\/$/, ""));
}
