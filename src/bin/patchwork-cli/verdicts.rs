//! `patchwork-cli verdicts`: the review measured against deep play ([`patchwork::ai::verdicts`]).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use patchwork::ai::analysis::{rounded, Verdict};
use patchwork::ai::verdicts::{self, Judged, Plan};
use patchwork::rules::{RecordedAction, Rng, Variant};
use serde::Serialize;

/// One line per move set against another.
#[derive(Serialize)]
struct Line {
    game: u64,
    index: usize,
    verdict: &'static str,
    loss: f64,
    played: RecordedAction,
    better: RecordedAction,
    /// The mover's mean final margin after the move made and after the better move.
    margins: [f64; 2],
}

/// The figures of the whole run.
#[derive(Serialize)]
struct Figures {
    game: &'static str,
    games: u64,
    seeds: u64,
    playouts: u32,
    positions: usize,
    /// Positions whose continuations differ by 3 points or more.
    differ: usize,
    /// Of those, the share where the review's better move did better ("close" left out).
    order: Option<f64>,
    /// Mistakes and blunders.
    wrong: usize,
    /// Of those whose continuations differ, the share where the better move did better.
    confirmed: Option<f64>,
    /// Mistakes and blunders after which the move made did better.
    contradicted: usize,
    /// Blunders, and those contradicted.
    blunders: usize,
    blunders_contradicted: usize,
    seconds: f64,
}

/// Plays the benchmark's `games` games of `variant` and prints its lines and figures.
pub fn run(variant: Variant, games: u64, seeds: u64, playouts: u32, threads: usize) {
    let start = Instant::now();
    let mut all: Vec<Judged> = Vec::new();
    for game in 0..games {
        let plan = Plan { variant, game };
        let record = verdicts::game(&plan);
        let doubted = verdicts::doubted(&record, 0);
        // Every continuation of the game's doubted moves, shared by the threads.
        let jobs: Vec<(usize, usize, u64)> = (0..doubted.len())
            .flat_map(|d| (0..2).flat_map(move |side| (0..seeds).map(move |k| (d, side, k))))
            .collect();
        let results = Mutex::new(vec![0.0f32; jobs.len()]);
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| loop {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(d, side, k)) = jobs.get(job) else { break };
                    let (state, m, played) = &doubted[d];
                    let action = if side == 0 { *played } else { m.best };
                    let margin = verdicts::play_on(state, action, playouts, Rng::derive(game, k));
                    results.lock().expect("no thread panics")[job] = margin;
                });
            }
        });
        // Summed in the jobs' order, so that the figures do not depend on the threads.
        let results = results.into_inner().expect("no thread panics");
        let mut margins = vec![[0.0f32; 2]; doubted.len()];
        for (&(d, side, _), margin) in jobs.iter().zip(results) {
            margins[d][side] += margin / seeds as f32;
        }
        for ((_, m, played), means) in doubted.iter().zip(margins) {
            let j = verdicts::judged(m, *played, means);
            let line = Line {
                game,
                index: j.index,
                verdict: j.verdict.name(),
                loss: rounded(f64::from(j.loss), 3),
                played: RecordedAction::from_action(j.played),
                better: RecordedAction::from_action(j.better),
                margins: j.margins.map(|x| rounded(f64::from(x), 2)),
            };
            println!("{}", serde_json::to_string(&line).expect("a line serializes"));
            all.push(j);
        }
    }
    let share = |xs: Vec<bool>| {
        (!xs.is_empty()).then(|| rounded(xs.iter().filter(|&&x| x).count() as f64 / xs.len() as f64, 3))
    };
    let figures = Figures {
        game: if variant == Variant::Express { "express" } else { "classic" },
        games,
        seeds,
        playouts,
        positions: all.len(),
        differ: all.iter().filter(|j| j.differs()).count(),
        order: share(all.iter().filter_map(Judged::order_agrees).collect()),
        wrong: all.iter().filter(|j| j.verdict.wrong()).count(),
        confirmed: share(all.iter().filter_map(Judged::confirmed).collect()),
        contradicted: all.iter().filter(|j| j.contradicted()).count(),
        blunders: all.iter().filter(|j| j.verdict == Verdict::Blunder).count(),
        blunders_contradicted: all.iter().filter(|j| j.verdict == Verdict::Blunder && j.contradicted()).count(),
        seconds: rounded(start.elapsed().as_secs_f64(), 1),
    };
    println!("{}", serde_json::to_string(&figures).expect("figures serialize"));
}
