// The ten questions of /faq, as data so the page and its FAQPage JSON-LD say
// the same thing. Each answer is a list of paragraphs of plain text; counts come from the bank as it is
// (product-rules#honest-numbers).
import { count } from "~/domain/format";
import type { BankFigures } from "~/domain/catalogue";

export type Faq = { id: string; question: string; answer: string[] };

export const faqs = (bank: BankFigures): Faq[] => [
  {
    id: "question-count",
    question: "How many questions are in the question bank?",
    answer: [
      `Arrowed has ${bank.questions} exam-style questions across ${bank.categories} categories, covering all four body areas of the college's blueprint (abdomen and pelvis, head, neck and spine, musculoskeletal, and thoracic and cardiovascular) and every modality the exam uses: X-ray, CT, MR, ultrasound and contrast studies.`,
      `Full Access opens the whole bank and ${count(bank.mocks, "mock paper")}. The Last Minute plan covers ${bank.lastMinute} core questions and ${count(bank.lastMinuteMocks, "mock paper")}, and the free plan gives you ${bank.free} questions to try.`,
    ],
  },
  {
    id: "progress-tracking",
    question: "How does Arrowed track my progress?",
    answer: [
      "Every answer you give is saved to your account. Your dashboard shows your overall accuracy, the questions you have attempted and answered correctly, your study streak and your performance in each category, so you can see at a glance where your marks are going.",
      "After each test, the analysis screen gives your score and marks, the time you spent per question, a breakdown by category and recommendations on what to revise next. Test History keeps every finished test so you can filter by type and category and watch your scores improve.",
    ],
  },
  {
    id: "question-format",
    question: "What format are the questions in?",
    answer: [
      "The same as the exam: each question shows an image with an arrow, and you type the name of the arrowed structure as free text. There are no options to pick from.",
      "Answers are marked 0, 1 or 2 like the exam: 2 marks for a fully accurate answer, 1 for a less accurate one and 0 for an incorrect or vague one. After answering you can see the accepted answers with their explanations, and if you believe your answer deserved the marks you can mark it as correct or send us a dispute.",
    ],
  },
  {
    id: "free-plan",
    question: "What do I get with the free plan?",
    answer: [
      `The free plan gives you ${bank.free} exam-style questions with basic progress tracking, optional timed practice and notes. No card is required: sign up with your email address and start straight away.`,
      "When you are ready for more, you can upgrade to the Last Minute plan or Full Access from your Profile & Account page at any time.",
    ],
  },
  {
    id: "timed-tests",
    question: "Can I practise under timed conditions?",
    answer: [
      "Yes. Any practice test can be timed, with a clock that runs while you answer, and you choose how many questions to take and whether to see the answers after each one.",
      "Mock tests keep the real anatomy module's pace of 54 seconds an image (100 images in 90 minutes): a 10-question paper runs 9 minutes, a full 100-question paper 90. A countdown that submits the test when time runs out, and no answers are shown until the end. The clock pauses if you leave the test, for up to 15 minutes in all, so a short interruption does not cost you time.",
    ],
  },
  {
    id: "who-it-suits",
    question: "Who is Arrowed for?",
    answer: [
      "Arrowed is built for radiology trainees preparing for the FRCR Part 1 anatomy module. It also suits foundation doctors thinking about a career in radiology, doctors of other specialties who want to sharpen their imaging anatomy, and medical students.",
      "The questions follow the college's blueprint and marking guidance, so they are just as useful if you are sitting the exam at one of the overseas venues.",
    ],
  },
  {
    id: "update-frequency",
    question: "How often are the questions updated?",
    answer: [
      "We add new questions throughout the year and review the bank against the college's published blueprint and marking guidance before each sitting in March, June and September.",
      "When you dispute a question, we review it and correct the question, its accepted answers or its explanation if needed, so the bank improves with every sitting.",
    ],
  },
  {
    id: "mobile-use",
    question: "Can I use Arrowed on my phone or tablet?",
    answer: [
      "Yes. Arrowed is a responsive website that works in any modern browser on a phone, tablet, laptop or desktop, so there is no app to install. Your progress is kept in your account and follows you from one device to another.",
      "The image viewer lets you zoom, adjust brightness and invert each image. Because the real exam is taken on a computer with image-viewing software, we recommend doing your mock tests on a larger screen.",
    ],
  },
  {
    id: "payments",
    question: "How can I pay, and can I cancel?",
    answer: [
      "We accept all major credit and debit cards and PayPal. Payments are processed securely by our payment provider; we never see or store your card number. Prices are in pounds sterling.",
      "You can cancel any time from your Profile & Account page. Cancelling stops the next renewal, and you keep access until the end of the period you have paid for.",
    ],
  },
  {
    id: "special-offer",
    question: "Is there a special offer for learners in emerging economies?",
    answer: [
      "Yes. If you are studying or working in an emerging economy, you can apply for a discounted account after signing up: open Profile & Account, choose 'Apply for Discounted Account' on the Special Offer card and send us your request.",
      "Please include proof of identity and proof of enrolment (for students) or employment (for doctors), for example a student card or a letter from your hospital. We reply within 1 working day.",
    ],
  },
];
