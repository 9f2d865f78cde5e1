import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("Markdown", () => {
  it("renders headings, lists and emphasis", () => {
    const out = html("### Relations\n- lies **anterior** to the *psoas*\n- `V2` segment");
    expect(out).toContain("<h4");
    expect(out).toContain("<strong>anterior</strong>");
    expect(out).toContain("<em>psoas</em>");
    expect(out).toContain("<code");
    expect(out.match(/<li>/g)).toHaveLength(2);
  });

  it("shows raw HTML as text", () => {
    const out = html('<script>alert("x")</script><img src=x onerror=alert(1)>');
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });
});
