// Standalone use of the remote build: a page with <div id="steward-root"> gets the dashboard.
import { mount } from "./mount.tsx";

const element = document.getElementById("steward-root");
if (element) mount(element, { apiBaseUrl: "", basepath: "/" });
