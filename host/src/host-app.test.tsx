import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const loadRemoteDashboard = vi.fn<() => Promise<{ default: () => React.JSX.Element }>>();
vi.mock("./remote-dashboard.ts", () => ({ loadRemoteDashboard: () => loadRemoteDashboard() }));

const { HostApp } = await import("./host-app.tsx");

const config = { remoteManifestUrl: "http://localhost:8000/remote/mf-manifest.json", apiBaseUrl: "", theme: "light" as const };

describe("HostApp", () => {
  it("says clearly when the remote cannot be loaded, naming the manifest URL", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    loadRemoteDashboard.mockRejectedValue(new Error("Failed to fetch"));
    render(<HostApp config={config} />);

    expect(await screen.findByRole("heading", { name: "The dashboard could not be loaded" })).toBeTruthy();
    expect(screen.getByText(/http:\/\/localhost:8000\/remote\/mf-manifest\.json/)).toBeTruthy();
    expect(screen.getByText(/Check that the Steward server is running/)).toBeTruthy();
  });

  it("renders the remote dashboard when it loads", async () => {
    loadRemoteDashboard.mockResolvedValue({ default: () => <p>remote dashboard</p> });
    render(<HostApp config={config} />);
    expect(await screen.findByText("remote dashboard")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "The dashboard could not be loaded" })).toBeNull();
  });

  it("says it in Spanish when the browser asks for Spanish", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-CO", "es", "en"]);
    loadRemoteDashboard.mockRejectedValue(new Error("Failed to fetch"));
    render(<HostApp config={config} />);

    expect(await screen.findByRole("heading", { name: "No se pudo cargar el tablero" })).toBeTruthy();
    expect(screen.getByText("No se pudo cargar el tablero desde http://localhost:8000/remote/mf-manifest.json.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
    expect(screen.getByRole("main").getAttribute("lang")).toBe("es-CO");
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    vi.restoreAllMocks();
  });
});
