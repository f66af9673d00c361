// SCIM filters read by scim2-parse-filter: what Steward answers, and the refusal body for what the
// library reads but Steward does not answer, or what it cannot read at all. Its own messages (which
// name its tokens) never reach a provider.
import { describe, expect, it } from "vitest";
import { MAX_FILTER_LENGTH, parseComparison, parseUserFilter } from "../src/scim/filter.ts";
import { invalidPath, scimErrorBody, ScimError, SCIM_ERROR_SCHEMA } from "../src/scim/errors.ts";

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScimError);
    return scimErrorBody(error as ScimError);
  }
  throw new Error("not refused");
}

const body = (detail: string, scimType = "invalidFilter") => ({ schemas: [SCIM_ERROR_SCHEMA], status: "400", scimType, detail });
const unreadable = (text: string) => body(`Cannot read the filter '${text}': Steward answers one comparison, such as userName eq "ann@example.edu"`);
const notOneLiteral = (text: string) =>
  body(`Cannot use the filter '${text}': Steward answers one comparison (no and, or, not or grouping) with a quoted string, true, false, a number or null`);
const operator = (text: string, op: string) =>
  body(`Cannot use the filter '${text}': the operator '${op}' is not supported; Steward answers one comparison with eq, such as userName eq "ann@example.edu"`);

describe("accepted", () => {
  it("userName eq and externalId eq, attribute and operator in any case, with the core schema's URN", () => {
    expect(parseUserFilter('userName eq "P.Two@UNI.edu"')).toEqual({ attribute: "userName", value: "P.Two@UNI.edu" });
    expect(parseUserFilter('USERNAME EQ "sam@uni.edu"')).toEqual({ attribute: "userName", value: "sam@uni.edu" });
    expect(parseUserFilter('  externalId eq "ext-1"  ')).toEqual({ attribute: "externalId", value: "ext-1" });
    expect(parseUserFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "sam@uni.edu"')).toEqual({ attribute: "userName", value: "sam@uni.edu" });
    expect(parseUserFilter('userName eq\n"sam@uni.edu"')).toEqual({ attribute: "userName", value: "sam@uni.edu" });
  });

  it("the value is a JSON string: escapes read as JSON, as before the library", () => {
    expect(parseUserFilter('userName eq "a\\"b"').value).toBe('a"b');
    expect(parseUserFilter('userName eq "a\\\\b"').value).toBe("a\\b");
    expect(parseUserFilter('userName eq "\\u0041nn"').value).toBe("Ann");
    expect(parseUserFilter('userName eq "(x) and [y]"').value).toBe("(x) and [y]");
  });

  it("a PATCH value path's comparison takes true, false, numbers and null", () => {
    expect(parseComparison('type eq "work"', invalidPath)).toEqual({ attribute: "type", value: "work" });
    expect(parseComparison("primary eq true", invalidPath)).toEqual({ attribute: "primary", value: true });
    expect(parseComparison("display eq null", invalidPath)).toEqual({ attribute: "display", value: null });
    expect(parseComparison("value eq 5", invalidPath)).toEqual({ attribute: "value", value: 5 });
  });
});

describe("read by the library, refused by Steward", () => {
  it("and, or, not, grouping and value paths", () => {
    for (const text of ['userName eq "a" and externalId eq "b"', 'userName eq "a" or userName eq "b"', 'userName eq "a" AND (externalId eq "b" or externalId eq "c")']) {
      expect(refusal(() => parseUserFilter(text)), text).toEqual(notOneLiteral(text));
    }
    for (const text of ['(userName eq "a")', ' ((userName eq "a"))', 'not (userName eq "a")', 'emails[type eq "work"]', 'emails[type eq "work"].value eq "a"']) {
      expect(refusal(() => parseUserFilter(text)), text).toEqual(text.includes("].value") ? notOneLiteral(text) : unreadable(text));
    }
  });

  it("operators other than eq, named as the tree reads them", () => {
    for (const op of ["ne", "co", "sw", "ew", "gt", "lt", "ge", "le"]) {
      const text = `userName ${op.toUpperCase()} "a"`;
      expect(refusal(() => parseUserFilter(text))).toEqual(operator(text, op));
    }
    expect(refusal(() => parseUserFilter("userName pr"))).toEqual(operator("userName pr", "pr"));
  });

  it("other attributes, and values that are not strings", () => {
    expect(refusal(() => parseUserFilter('title eq "Dean"'))).toEqual(body("Cannot filter on 'title': Steward filters Users on userName eq and externalId eq only"));
    expect(refusal(() => parseUserFilter('emails.value eq "a"'))).toEqual(body("Cannot filter on 'emails.value': Steward filters Users on userName eq and externalId eq only"));
    expect(refusal(() => parseUserFilter("userName eq true"))).toEqual(body('userName is compared with a quoted string, such as userName eq "value"'));
    expect(refusal(() => parseUserFilter("externalId eq 12"))).toEqual(body('externalId is compared with a quoted string, such as externalId eq "value"'));
  });

  it("a string that is not JSON (an unknown escape)", () => {
    expect(refusal(() => parseUserFilter('userName eq "a\\qb"'))).toEqual(notOneLiteral('userName eq "a\\qb"'));
  });
});

describe("malformed: our refusal, never the library's message", () => {
  it("unreadable filters", () => {
    for (const text of ["", "   ", "userName", "userName eq", "userName foo \"a\"", "userName eq sam@uni.edu", 'userName eq "a" extra', 'userName eq "unclosed', "userName eq [1]", 'eq "a"', '"userName" eq "a"', 'userName eq "a")', "userName eq \"a\nb\""]) {
      const refused = refusal(() => parseUserFilter(text));
      expect(refused, JSON.stringify(text)).toEqual(unreadable(text));
      expect(refused.detail).not.toMatch(/EOT|is not json|Unexpected token|unexpected token/);
    }
  });

  it("too long, before anything is read", () => {
    const text = `userName eq "${"x".repeat(MAX_FILTER_LENGTH)}"`;
    expect(refusal(() => parseUserFilter(text))).toEqual(body(`The filter is longer than ${MAX_FILTER_LENGTH} characters`));
  });

  it("an unclosed string of line feeds is refused at once (the library's pattern would backtrack exponentially)", () => {
    const text = `userName eq "${"\n".repeat(900)}`;
    const started = performance.now();
    expect(refusal(() => parseUserFilter(text))).toEqual(unreadable(text));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("a PATCH path's comparison refuses with invalidPath", () => {
    expect(refusal(() => parseComparison("type eq", invalidPath))).toEqual(
      body(`Cannot read the filter 'type eq': Steward answers one comparison, such as userName eq "ann@example.edu"`, "invalidPath"),
    );
    expect(refusal(() => parseComparison('type eq "a" or type eq "b"', invalidPath))).toEqual({ ...notOneLiteral('type eq "a" or type eq "b"'), scimType: "invalidPath" });
  });
});
