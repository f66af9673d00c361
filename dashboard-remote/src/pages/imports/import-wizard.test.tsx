// The import wizard (issue 32) against a stubbed API: the file goes up as it is, each field's
// select lists the file's headers (pre-filled by the suggestion, or by what was chosen before for
// the same layout), the dry run's progress bar follows the stream line by line, every row's outcome
// is listed and filtered, a refused row holds the commit back, and a commit links to its record.
import type { ImportRowResult, ImportRunResult, ImportUpload } from "@steward/shared";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi, type FakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { layoutKey, recallMapping } from "./mapping-memory.ts";
import { templateCsv } from "./template-file.ts";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

const HEADERS = ["Profile URL", "Account name", "Platform", "Creation date", "Units", "Owner"];

function uploadOf(headers: string[], id = 7): ImportUpload {
  return {
    id,
    kind: "accounts",
    fileName: "accounts.csv",
    sha256: "a".repeat(64),
    rows: 3,
    headers,
    sample: [["https://www.instagram.com/physics", "Physics", "instagram", "2020-01-01", "Science / Physics", "ana@uni.edu"]],
    // What the server suggests from the header texts: "Owner" names no field.
    suggestedMapping: { profileUrl: "Profile URL", name: "Account name", platform: "Platform", creationDate: "Creation date", units: "Units" },
  };
}

const ROWS: ImportRowResult[] = [
  { row: 2, outcome: "created", key: "https://www.instagram.com/physics" },
  { row: 3, outcome: "updated", key: "https://www.facebook.com/chemistry", changed: ["name"] },
  { row: 4, outcome: "refused", key: "https://x.com/biology", refusals: [{ field: "platform", message: "Choose a platform" }] },
];

function result(rows: ImportRowResult[], overrides: Partial<ImportRunResult> = {}): ImportRunResult {
  const count = (o: string) => rows.filter((r) => r.outcome === o).length;
  return {
    importId: 7,
    kind: "accounts",
    dryRun: true,
    committed: false,
    counts: { created: count("created"), updated: count("updated"), unchanged: count("unchanged"), refused: count("refused") },
    rows,
    ...overrides,
  };
}

/** An NDJSON answer the test writes line by line, so the page is seen between two lines. */
function lineByLine() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    stream,
    send: (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`)),
    end: () => controller.close(),
  };
}

function importApi(upload: ImportUpload): FakeApi {
  const api = createFakeApi();
  api.on("POST /api/imports", { status: 201, body: upload });
  api.on("GET /api/imports", { status: 200, body: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1, hasNextPage: false, hasPrevPage: false } });
  return api;
}

async function chooseFile(events: ReturnType<typeof renderDashboard>["events"], text = HEADERS.join(","), spanish = false) {
  await screen.findByRole("heading", { level: 2, name: spanish ? "Paso 1 de 4: Elegir un archivo" : "Step 1 of 4: Choose a file" });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await events.upload(input, new File([`${text}\n`], "accounts.csv", { type: "text/csv" }));
  return screen.findByRole("heading", { level: 2, name: spanish ? "Paso 2 de 4: Asignar las columnas" : "Step 2 of 4: Map the columns" });
}

const select = (name: string) => screen.getByRole("combobox", { name: new RegExp(`^${name}\\s*\\*?$`) }) as HTMLSelectElement;

beforeEach(() => localStorage.clear());

describe("the import wizard", { timeout: 60_000 }, () => {
  it("uploads the file as it is, shows the dry run's progress from the stream, lists every row's outcome and holds the commit back while a row is refused", async () => {
    const api = importApi(uploadOf(HEADERS));
    const dryRun = lineByLine();
    api.on("POST /api/imports/7/dry-run", { status: 200, stream: dryRun.stream });
    const { events } = renderDashboard({ path: "/dashboard/imports/new?kind=accounts", user: makeUser("unit_admin"), api });

    await chooseFile(events);
    const [sent] = api.callsTo("POST /api/imports");
    expect(sent!.query.get("kind")).toBe("accounts");
    expect(sent!.query.get("fileName")).toBe("accounts.csv");
    expect(sent!.init.body).toBeInstanceOf(File);
    expect(new Headers(sent!.init.headers).get("content-type")).toBe("text/csv");

    // Each field lists the file's headers, opened on the server's suggestion.
    expect([...select("Profile URL").options].map((o) => o.text)).toEqual(["Not imported", ...HEADERS]);
    expect(select("Profile URL").value).toBe("Profile URL");
    expect(select("Primary administrator e-mail").value).toBe("");
    await events.selectOptions(select("Primary administrator e-mail"), "Owner");
    await events.click(screen.getByRole("button", { name: "Check the file" }));

    // The bar follows the stream: a progress line moves it before the result has come.
    await screen.findByRole("heading", { level: 2, name: "Step 3 of 4: Check (dry run)" });
    dryRun.send({ type: "progress", done: 1, total: 3 });
    await screen.findByText("1 of 3 rows");
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("1");
    expect(bar.getAttribute("aria-valuemax")).toBe("3");
    dryRun.send({ type: "progress", done: 3, total: 3 });
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3"));
    dryRun.send({ type: "result", ...result(ROWS) });
    dryRun.end();

    expect(api.callsTo("POST /api/imports/7/dry-run")[0]!.body).toEqual({
      mapping: { profileUrl: "Profile URL", name: "Account name", platform: "Platform", creationDate: "Creation date", units: "Units", primaryAdmin: "Owner" },
    });
    await screen.findByText("The dry run is finished: nothing was changed.");
    expect(screen.queryByRole("progressbar")).toBeNull();
    const counts = screen.getByLabelText("Outcome counts");
    expect(within(counts).getAllByRole("definition").map((d) => d.textContent)).toEqual(["1", "1", "0", "1"]);
    expect(screen.getByText(/The import is all or nothing: 1 row is refused/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Import 3 rows" }) as HTMLButtonElement).disabled).toBe(true);

    // With refusals the table opens on them: the field (as the template names it) and the reason.
    const table = screen.getByRole("table", { name: "Outcome of every row" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(table).getByText("https://x.com/biology")).toBeTruthy();
    expect(within(table).getByText("Platform: Choose a platform")).toBeTruthy();
    // Every outcome, each with its fields changed.
    await events.click(screen.getByRole("button", { name: /^Outcome: Refused/ }));
    await events.click(await screen.findByRole("checkbox", { name: /^Refused/ }));
    await events.keyboard("{Escape}");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(within(table).getByText("Changes: Account name")).toBeTruthy();
    expect(within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual(["Created", "Updated", "Refused"]);
  });

  it("remembers the mapping per file layout: the same headers in another order open with the choices made before", async () => {
    const api = importApi(uploadOf(HEADERS));
    api.on("POST /api/imports/7/dry-run", () => {
      const run = lineByLine();
      run.send({ type: "result", ...result(ROWS.slice(0, 2)) });
      run.end();
      return { status: 200, stream: run.stream };
    });
    const first = renderDashboard({ path: "/dashboard/imports/new", user: makeUser("super_admin"), api });
    await chooseFile(first.events);
    expect(screen.getByText("These choices are suggested from the column names.")).toBeTruthy();
    await first.events.selectOptions(select("Primary administrator e-mail"), "Owner");
    await first.events.selectOptions(select("Units"), "Owner");
    await first.events.click(screen.getByRole("button", { name: "Check the file" }));
    await screen.findByText("The dry run is finished: nothing was changed.");
    expect(localStorage.getItem(layoutKey("accounts", [...HEADERS].reverse()))).not.toBeNull();
    first.unmount();

    // Next quarter's file: the same columns, moved around.
    const again = importApi(uploadOf([...HEADERS].reverse(), 8));
    const second = renderDashboard({ path: "/dashboard/imports/new", user: makeUser("super_admin"), api: again });
    await chooseFile(second.events, [...HEADERS].reverse().join(","));
    expect(screen.getByText("These choices are the ones you made for a file with the same columns.")).toBeTruthy();
    expect(select("Primary administrator e-mail").value).toBe("Owner");
    expect(select("Units").value).toBe("Owner");
    await second.events.click(screen.getByRole("button", { name: "Use the suggested choices" }));
    expect(select("Units").value).toBe("Units");
    expect(select("Primary administrator e-mail").value).toBe("");
    // A file with another layout (a column more, one fewer) has nothing remembered: the suggestion it is.
    expect(recallMapping("accounts", [...HEADERS.slice(0, 5), "Manager"])).toBeNull();
    expect(recallMapping("accounts", [...HEADERS, "Manager"])).toBeNull();
    // Nor does the same layout of another kind.
    expect(recallMapping("users", HEADERS)).toBeNull();
  });

  it("asks for the column that identifies the records before the dry run, marks what new records need, then commits, links to the record and pages a long outcome list", async () => {
    const upload = { ...uploadOf(HEADERS), suggestedMapping: {} as Record<string, string> };
    const api = importApi(upload);
    const many: ImportRowResult[] = Array.from({ length: 25 }, (_, i) => ({ row: i + 2, outcome: "created", key: `https://www.instagram.com/a${i}` }));
    api.on("POST /api/imports/7/dry-run", () => {
      const run = lineByLine();
      run.send({ type: "result", ...result(many) });
      run.end();
      return { status: 200, stream: run.stream };
    });
    api.on("POST /api/imports/7/commit", () => {
      const run = lineByLine();
      run.send({ type: "progress", done: 25, total: 25 });
      run.send({ type: "result", ...result(many, { dryRun: false, committed: true }) });
      run.end();
      return { status: 200, stream: run.stream };
    });
    const { events, router } = renderDashboard({ path: "/dashboard/imports/new", user: makeUser("super_admin"), api });
    // Dropped on the zone rather than chosen with the button.
    const zone = await screen.findByRole("group", { name: "Drop a CSV or XLSX file here, or choose one." });
    fireEvent.drop(zone, { dataTransfer: { files: [new File([`${HEADERS.join(",")}\n`], "accounts.csv", { type: "text/csv" })] } });
    await screen.findByRole("heading", { level: 2, name: "Step 2 of 4: Map the columns" });
    expect(api.callsTo("POST /api/imports")[0]!.init.body).toBeInstanceOf(File);
    await events.click(screen.getByRole("button", { name: "Check the file" }));
    expect(screen.getByText("Choose the column that identifies each record: rows are matched by it.").getAttribute("role")).toBe("alert");
    expect(screen.getAllByText("Choose the column that holds this field")).toHaveLength(1);
    // A file that only updates known records may leave out what a new record needs: said, not required.
    expect(screen.getAllByText("Needed by rows that create a record.")).toHaveLength(4);
    expect(api.callsTo("POST /api/imports/7/dry-run")).toHaveLength(0);
    await events.selectOptions(select("Profile URL"), "Profile URL");
    await events.click(screen.getByRole("button", { name: "Check the file" }));

    const table = await screen.findByRole("table", { name: "Outcome of every row" });
    // A page at a time: 10 of the 25 rows.
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(table).getByText("https://www.instagram.com/a0")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: /next page/i }));
    await waitFor(() => expect(within(table).getByText("https://www.instagram.com/a10")).toBeTruthy());

    await events.click(screen.getByRole("button", { name: "Import 3 rows" }));
    await screen.findByRole("heading", { level: 2, name: "Step 4 of 4: Import" });
    await screen.findByText("Imported: 25 created, 0 updated, 0 unchanged.");
    await events.click(screen.getByRole("link", { name: "Open the record of this import" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/imports/7"));
  });

  it("speaks Spanish: the steps, the fields as the Spanish template names them, the outcomes and the all-or-nothing rule", async () => {
    const api = importApi(uploadOf(HEADERS));
    api.on("POST /api/imports/7/dry-run", () => {
      const run = lineByLine();
      run.send({ type: "progress", done: 3, total: 3 });
      run.send({ type: "result", ...result([{ ...ROWS[2]!, refusals: [{ field: "platform", message: "Elija una plataforma" }] }, ROWS[1]!]) });
      run.end();
      return { status: 200, stream: run.stream };
    });
    const { events } = renderDashboard({ path: "/dashboard/imports/new", user: makeUser("unit_admin", { locale: "es-CO" }), api });
    await screen.findByRole("heading", { level: 1, name: "Nueva importación" });
    expect(screen.getByRole("radio", { name: /^Cuentas de redes sociales/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Descargar la plantilla" })).toBeTruthy();
    await chooseFile(events, HEADERS.join(","), true);
    expect(select("URL del perfil").value).toBe("Profile URL");
    expect([...select("Correo del administrador principal").options][0]!.text).toBe("No se importa");
    await events.click(screen.getByRole("button", { name: "Revisar el archivo" }));
    await screen.findByText("La simulación terminó: no se cambió nada.");
    expect(screen.getByText(/La importación es de todo o nada: 1 fila fue rechazada/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Importar 3 filas" }) as HTMLButtonElement).disabled).toBe(true);
    const table = screen.getByRole("table", { name: "Resultado de cada fila" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Fila", "Resultado", "Registro", "Detalles"]);
    expect(within(table).getByText("Rechazado")).toBeTruthy();
    expect(within(table).getByText("Plataforma: Elija una plataforma")).toBeTruthy();
    expect(englishLeftIn(document.querySelector("main")?.textContent ?? "", ["imports"])).toEqual([]);
  });

  it("downloads a template of the layout's headers in the chosen language, marked as UTF-8", () => {
    expect(templateCsv("units", "en")).toBe("\uFEFFUnit path,Type,Status,Unit admin e-mail,Backup admin e-mails,Unit e-mail,Unit phone,Description,Delegated permissions\r\n");
    expect(templateCsv("units", "es-CO").split(",")[0]).toBe("\uFEFFRuta de la unidad");
  });
});
