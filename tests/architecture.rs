//! Keeps the rooms honest: the rules engine and the computer players are pure Rust, so that the
//! command-line tool, the tests and a web worker can all use them. No file under `src/rules/`
//! or `src/ai/` may name a browser crate.

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn rules_and_ai_use_no_browser_crates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for room in ["rules", "ai"] {
        rust_files(&root.join(room), &mut files);
    }
    assert!(files.len() >= 10, "the rooms were found: {files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for word in ["yew", "web_sys", "js_sys", "gloo", "wasm_bindgen", "std::time", "SystemTime", "Instant"] {
            assert!(!text.contains(word), "{} mentions {word}", file.display());
        }
    }
}
