// What the question screen fetches ahead (product-rules#prefetch): the next question's image (in a mock
// the one after too), and never anything of the answer key.
import { beforeEach, describe, expect, it } from "vitest";
import { makeBank, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as configureRoute from "~/routes/dashboard.configure";
import * as questionRoute from "~/routes/question";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

async function start(fields: Record<string, string>) {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const started = await run(configureRoute.action, post("/dashboard/configure", fields, { cookie }));
  return { cookie, attemptId: new URL(started.location!, "http://x").searchParams.get("attempt")! };
}

describe("the next question fetched ahead", () => {
  it("is the next image in practice, and the next two in a mock, with nothing of the answer key", async () => {
    const practice = await start({
      mode: "new",
      pool: "category",
      categoryId: bank.thorax.id,
      questionCount: "10",
      showAnswers: "on",
    });
    const first = await run(
      questionRoute.loader,
      get(`/question?attempt=${practice.attemptId}&q=1`, { cookie: practice.cookie }),
    );
    expect(first.data.upNext.map((u: { n: number }) => u.n)).toEqual([2]);
    expect(first.data.upNext[0].image.small).toMatch(/^\/media\/questions\/TST-\d+-sm\.webp\?/);

    const mock = await start({ mode: "new", pool: "mock", mockId: bank.mocks[0]!.id });
    const shown = await run(
      questionRoute.loader,
      get(`/question?attempt=${mock.attemptId}&q=1`, { cookie: mock.cookie }),
    );
    expect(shown.data.upNext.map((u: { n: number }) => u.n)).toEqual([2, 3]);
    const sent = JSON.stringify(shown.data.upNext);
    expect(Object.keys(shown.data.upNext[0])).toEqual(["n", "image"]);
    expect(Object.keys(shown.data.upNext[0].image).sort()).toEqual(["small", "src", "srcSet"]);
    expect(sent).not.toMatch(/mock answer|explanation|structure/i);
    expect(shown.data.review).toBeNull();
  });

  it("stops at the last question", async () => {
    const mock = await start({ mode: "new", pool: "mock", mockId: bank.mocks[0]!.id });
    const first = await run(
      questionRoute.loader,
      get(`/question?attempt=${mock.attemptId}&q=1`, { cookie: mock.cookie }),
    );
    const last = first.data.attempt.total;
    const shown = await run(
      questionRoute.loader,
      get(`/question?attempt=${mock.attemptId}&q=${last}`, { cookie: mock.cookie }),
    );
    expect(shown.data.upNext).toEqual([]);
  });
});

describe("the questions a practice page carries for the connection dropping", () => {
  it("are the one on screen and the next five: title, modality and small image, nothing of the answer", async () => {
    const practice = await start({
      mode: "new",
      pool: "category",
      categoryId: bank.thorax.id,
      questionCount: "10",
      showAnswers: "on",
    });
    const shown = await run(
      questionRoute.loader,
      get(`/question?attempt=${practice.attemptId}&q=3`, { cookie: practice.cookie }),
    );
    type Card = { n: number; id: string; title: string; modality: string; small: string } | null;
    const deck: Card[] = shown.data.deck;
    const total = shown.data.attempt.total;
    const carried = deck.filter((card): card is NonNullable<Card> => card !== null);
    expect(carried.map((card) => card.n)).toEqual([3, 4, 5, 6, 7, 8].filter((n) => n <= total));
    expect(carried[0]!.id).toBe(shown.data.question.id);
    for (const card of carried) {
      expect(Object.keys(card).sort()).toEqual(["id", "modality", "n", "small", "title"]);
      expect(card.small).toMatch(/^\/media\/questions\/TST-\d+-sm\.webp\?/);
    }
    expect(JSON.stringify(deck)).not.toMatch(/structure \d+|explanation/i); // the key says "structure N left"
  });
});
