// The network policy of webhooks as a table: what kind each address is, and which URLs are
// refused when saved (api/src/webhooks/url-policy.ts; docs/security.md).
import { describe, expect, it } from "vitest";
import { addressKind, checkWebhookUrl, parseIpv6, refusalForAddress } from "../src/webhooks/url-policy.ts";

describe("address kinds", () => {
  it.each([
    ["93.184.216.34", "public"],
    ["8.8.8.8", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["172.32.0.1", "public"],
    ["192.168.0.1", "private"],
    ["100.64.0.1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.170.2", "metadata"],
    ["100.100.100.200", "metadata"],
    ["169.254.1.1", "link_local"],
    ["0.0.0.0", "reserved"],
    ["224.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.1", "reserved"],
    ["::1", "loopback"],
    ["::", "reserved"],
    ["fe80::1", "link_local"],
    ["fe80::1%eth0", "link_local"],
    ["fc00::1", "private"],
    ["fd00:ec2::254", "metadata"],
    ["FD00:EC2:0:0:0:0:0:254", "metadata"],
    ["ff02::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2606:4700:4700::1111", "public"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "metadata"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["2002:a9fe:a9fe::", "metadata"],
    ["2002:0a00:0001::", "private"],
    ["::127.0.0.1", "loopback"],
    ["[::1]", "loopback"],
  ])("%s is %s", (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  it("is not fooled by malformed addresses", () => {
    for (const text of ["1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1::2::3", "1:2:3:4:5:6:7:8:9", "g::1", "example.org", ""]) {
      expect(addressKind(text), text).toBeNull();
    }
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toHaveLength(16);
    expect(parseIpv6("1:2:3:4:5:6:7::")).toHaveLength(16);
  });

  it("lets listed hosts reach loopback and private addresses, never link-local or metadata ones", () => {
    const policy = { allowHosts: ["chat.internal", "127.0.0.1"] };
    expect(refusalForAddress("10.0.0.5", "chat.internal", policy)).toBeNull();
    expect(refusalForAddress("10.0.0.5", "evil.example", policy)).toBe("evil.example resolves to 10.0.0.5, a private network");
    expect(refusalForAddress("169.254.169.254", "chat.internal", policy)).toBe("chat.internal resolves to 169.254.169.254, a cloud metadata service");
    expect(refusalForAddress("fe80::1", "chat.internal", policy)).toContain("link-local");
    expect(refusalForAddress("127.0.0.1", "127.0.0.1", policy)).toBeNull();
  });
});

describe("URLs when saved", () => {
  const policy = { allowHosts: ["127.0.0.1", "chat.internal"] };
  it.each([
    ["https://chat.example.org/hooks/1", true],
    ["https://chat.example.org:8443/hooks/1?x=1", true],
    ["http://127.0.0.1:9000/hooks", true],
    ["http://chat.internal/hooks", true],
    ["http://chat.example.org/hooks", false],
    ["https://metadata.google.internal./", false],
    ["https://METADATA.GOOGLE.INTERNAL/", false],
    ["https://foo.localhost/", false],
    ["https://[::ffff:a9fe:a9fe]/", false],
    ["https://user@chat.example.org/", false],
    ["javascript:alert(1)", false],
    ["file:///etc/passwd", false],
  ])("%s: accepted %s", (url, ok) => {
    expect(checkWebhookUrl(url, policy).ok).toBe(ok);
  });
});

describe("the settings", () => {
  it("reads STEWARD_WEBHOOK_ALLOW_HTTP as lower-case hosts, and refuses a timeout out of range", async () => {
    const { loadSettings } = await import("../src/settings.ts");
    const s = loadSettings({ STEWARD_WEBHOOK_ALLOW_HTTP: " 127.0.0.1, Chat.Internal. ,[::1],", STEWARD_WEBHOOK_TIMEOUT_MS: "2500" });
    expect(s.STEWARD_WEBHOOK_ALLOW_HTTP).toEqual(["127.0.0.1", "chat.internal", "::1"]);
    expect(s.STEWARD_WEBHOOK_TIMEOUT_MS).toBe(2500);
    expect(loadSettings({}).STEWARD_WEBHOOK_ALLOW_HTTP).toEqual([]);
    expect(() => loadSettings({ STEWARD_WEBHOOK_TIMEOUT_MS: "0" })).toThrow(/STEWARD_WEBHOOK_TIMEOUT_MS/);
    expect(() => loadSettings({ STEWARD_EVENTS_POLL_MS: "soon" })).toThrow(/STEWARD_EVENTS_POLL_MS/);
  });
});
