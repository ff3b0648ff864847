//! The guided first game's steps: which one the learner is on, what it points at, and what ends
//! it. Pure, like the rest of the state; the session carries the lesson with its game
//! ([`Session::lesson`](super::Session::lesson)) and the page draws its card
//! ([`crate::ui::view::LessonCard`]).
//!
//! The game is [`tutor::LESSON_SEED`]'s deal against the gentle computer ([`tutor::gentle`]),
//! with the learner in seat 1 and one suggested move at a time ([`tutor::suggestion`]). A step
//! either teaches a thing to do, and ends when the learner has done it with the real controls
//! ([`Step::waits_for_next`] is false: pick a patch up, turn it, mirror it, place it, advance,
//! sew a leather patch on), or says what just happened, and ends with the lesson's Next button
//! (the circle and the price before the first move; who moves next; income at a button mark;
//! moving again; the bonus tile; the end and the score). Between them the learner plays the
//! suggested move ([`Step::Play`]) or watches the computer ([`Step::Wait`]). What has been taught
//! is kept with the saved game ([`Lesson`] is two small sets), so the lesson resumes at its step.
//!
//! On the suggested line every topic comes once, in [`Step::TOPICS`]' order, in 21 moves of the
//! learner: the lesson's tests walk it (`tests::an_obedient_learner_is_taught_every_topic`).

use serde::{Deserialize, Serialize};

use crate::ai::tutor;
use crate::rules::{Action, Bitboard, Cell, Event, GameState, Orientation, PatchId, Player};

/// The learner's seat.
pub const LEARNER: Player = Player::One;

/// One step of the lesson. Its [`name`](Step::name) is the page's `data-step`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The circle, and the three patches after the neutral token that one may take.
    Circle,
    /// The buttons and the time printed on a patch.
    Price,
    /// Pick the suggested patch up.
    Take,
    /// Turn the held patch.
    Turn,
    /// Mirror the held patch.
    Mirror,
    /// Place it on the outline, by dragging it or by tapping.
    Place,
    /// The token further behind moves next.
    NextPlayer,
    /// A button mark crossed: the quilt's buttons paid.
    Income,
    /// Advance past the other token, a button per space.
    Advance,
    /// Still behind after a move: the same player moves again.
    Again,
    /// Sew the leather patch just won onto the quilt.
    Leather,
    /// A 7×7 square covered: the bonus tile.
    Bonus,
    /// The game is over: how it is scored.
    End,
    /// Not a topic: the learner's turn, the suggested move pointed at.
    Play,
    /// Not a topic: the computer is to move.
    Wait,
    /// Every step done: a real game against Easy is offered.
    Done,
}

impl Step {
    /// What the lesson teaches, in the order of its set's bits.
    pub const TOPICS: [Step; 13] = [
        Step::Circle,
        Step::Price,
        Step::Take,
        Step::Turn,
        Step::Mirror,
        Step::Place,
        Step::NextPlayer,
        Step::Income,
        Step::Again,
        Step::Advance,
        Step::Leather,
        Step::Bonus,
        Step::End,
    ];

    /// The step's name in the page's test contract (`data-step`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Step::Circle => "circle",
            Step::Price => "price",
            Step::Take => "take",
            Step::Turn => "turn",
            Step::Mirror => "mirror",
            Step::Place => "place",
            Step::NextPlayer => "next-player",
            Step::Income => "income",
            Step::Advance => "advance",
            Step::Again => "again",
            Step::Leather => "leather",
            Step::Bonus => "bonus",
            Step::End => "end",
            Step::Play => "play",
            Step::Wait => "wait",
            Step::Done => "done",
        }
    }

    /// Whether the step ends with the lesson's Next button rather than with a move.
    #[must_use]
    pub const fn waits_for_next(self) -> bool {
        matches!(
            self,
            Step::Circle | Step::Price | Step::NextPlayer | Step::Income | Step::Again | Step::Bonus | Step::End
        )
    }

    /// The step's bit in a [`Lesson`]'s sets; none for the steps that teach nothing.
    const fn bit(self) -> u16 {
        let mut i = 0;
        while i < Step::TOPICS.len() {
            if Step::TOPICS[i] as u8 == self as u8 {
                return 1 << i;
            }
            i += 1;
        }
        0
    }
}

/// What a step points at: the page highlights it and names it to a screen reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The three patches on offer.
    Offered,
    /// One patch's card in the circle.
    Card(PatchId),
    /// One patch's price on its card.
    Price(PatchId),
    /// The button that turns the held patch.
    TurnButton,
    /// The button that mirrors the held patch.
    MirrorButton,
    /// Squares of the learner's quilt: where the suggested patch goes, outlined.
    Squares(Bitboard),
    /// One square of the learner's quilt, for a leather patch.
    Square(Cell),
    /// The two time tokens.
    Tokens,
    /// The learner's buttons.
    Buttons,
    /// The advance button.
    AdvanceButton,
    /// The bonus tile.
    Bonus,
    /// The final score.
    Score,
    /// The button that starts a real game.
    NewGame,
}

/// The patch the learner holds, if any, as the hand has it.
pub type HeldPatch = Option<(PatchId, Orientation)>;

/// Where a tap on `square` puts `patch`, held as `orientation`, in the guided game: on the
/// outline the lesson shows, when the square is one of it and the patch lies as the outline does.
#[must_use]
pub fn outline_anchor(
    state: &GameState,
    patch: PatchId,
    orientation: Orientation,
    square: (u8, u8),
) -> Option<(i64, i64)> {
    let Some(Action::TakePatch { patch: suggested, squares }) = tutor::suggestion(state, LEARNER) else { return None };
    let shape = &patch.patch().shape;
    let (index, anchor) = shape.locate(squares)?;
    let on = Cell::new(square.0, square.1).is_some_and(|cell| squares.contains(cell));
    (suggested == patch && on && index == shape.distinct_index(orientation))
        .then(|| (i64::from(anchor.row()), i64::from(anchor.col())))
}

/// Where the lesson is: the topics taught, and those that happened and wait to be told.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    taught: u16,
    told: u16,
}

impl Lesson {
    /// The lesson saved as `{"taught": …, "told": …}`, when both are sets of its topics; read by
    /// hand from the saved game's meta entry rather than by the derived reader, which would bring
    /// its own copy of serde's machinery into the page for two numbers.
    #[must_use]
    pub fn read(saved: serde_json::Value) -> Option<Lesson> {
        let serde_json::Value::Object(mut saved) = saved else { return None };
        let mut set = |key| u16::try_from(saved.remove(key)?.as_u64()?).ok();
        Some(Lesson { taught: set("taught")?, told: set("told")? })
    }

    /// Whether `step` has been taught.
    #[must_use]
    pub const fn taught(self, step: Step) -> bool {
        self.taught & step.bit() != 0
    }

    /// Whether every topic has been taught.
    #[must_use]
    pub const fn finished(self) -> bool {
        self.taught.count_ones() as usize == Step::TOPICS.len()
    }

    /// The step the learner is on in `state` with the patch they hold.
    #[must_use]
    pub fn step(self, state: &GameState, held: HeldPatch) -> Step {
        if let Some(&step) = Step::TOPICS.iter().find(|s| self.told & s.bit() != 0) {
            return step;
        }
        match state.to_move() {
            None => Step::Done,
            Some(player) if player != LEARNER => Step::Wait,
            Some(_) => self.to_do(state, held),
        }
    }

    fn to_do(self, state: &GameState, held: HeldPatch) -> Step {
        let untaught = |step| !self.taught(step);
        match tutor::suggestion(state, LEARNER) {
            Some(Action::PlaceLeather { .. }) if untaught(Step::Leather) => Step::Leather,
            Some(Action::Advance) if untaught(Step::Advance) => Step::Advance,
            Some(Action::TakePatch { .. }) => {
                let hands = [Step::Take, Step::Turn, Step::Mirror, Step::Place];
                if let Some(&step) = [Step::Circle, Step::Price].iter().find(|&&s| untaught(s)) {
                    step
                } else if !hands.iter().any(|&s| untaught(s)) {
                    Step::Play
                } else if let Some((_, orientation)) = held {
                    if untaught(Step::Turn) && orientation.rotation() == 0 {
                        Step::Turn
                    } else if untaught(Step::Mirror) && !orientation.is_mirrored() {
                        Step::Mirror
                    } else {
                        Step::Place
                    }
                } else {
                    Step::Take
                }
            }
            _ => Step::Play,
        }
    }

    /// What `step` points at in `state`, with the patch held.
    #[must_use]
    pub fn target(state: &GameState, step: Step, held: HeldPatch) -> Option<Target> {
        let suggested = tutor::suggestion(state, LEARNER);
        Some(match (step, suggested) {
            (Step::Circle, _) => Target::Offered,
            (Step::Price, Some(Action::TakePatch { patch, .. })) => Target::Price(patch),
            (Step::Turn, _) => Target::TurnButton,
            (Step::Mirror, _) => Target::MirrorButton,
            (Step::NextPlayer | Step::Again | Step::Wait, _) => Target::Tokens,
            (Step::Income, _) => Target::Buttons,
            (Step::Bonus, _) => Target::Bonus,
            (Step::End, _) => Target::Score,
            (Step::Done, _) => Target::NewGame,
            (_, Some(Action::Advance)) => Target::AdvanceButton,
            (_, Some(Action::PlaceLeather { cell })) => Target::Square(cell),
            (_, Some(Action::TakePatch { patch, squares })) => match held {
                Some((holding, _)) if holding == patch => Target::Squares(squares),
                _ => Target::Card(patch),
            },
            _ => return None,
        })
    }

    /// The learner held `held`: picking a patch up, turning it and mirroring it are taught.
    pub fn held(&mut self, held: HeldPatch) {
        if let Some((_, orientation)) = held {
            self.taught |= Step::Take.bit();
            if orientation.rotation() != 0 {
                self.taught |= Step::Turn.bit();
            }
            if orientation.is_mirrored() {
                self.taught |= Step::Mirror.bit();
            }
        }
    }

    /// `action` was played from `before`, with `events`; `after` is the state it left.
    pub fn played(&mut self, before: &GameState, action: Action, events: &[Event], after: &GameState) {
        let mover = before.to_move();
        if mover == Some(LEARNER) {
            match action {
                Action::TakePatch { .. } => self.taught |= Step::Take.bit() | Step::Place.bit(),
                Action::Advance => self.taught |= Step::Advance.bit(),
                Action::PlaceLeather { .. } | Action::DiscardLeather => self.taught |= Step::Leather.bit(),
            }
            let leather = before.pending_leather() > 0 || after.pending_leather() > 0;
            match after.to_move() {
                Some(player) if player != LEARNER => self.tell(Step::NextPlayer),
                Some(_) if !leather && self.taught(Step::NextPlayer) => self.tell(Step::Again),
                _ => {}
            }
        }
        for event in events {
            match *event {
                Event::IncomePaid { player: LEARNER, .. } => self.tell(Step::Income),
                Event::BonusTileWon { .. } => self.tell(Step::Bonus),
                Event::GameEnded(_) => self.tell(Step::End),
                _ => {}
            }
        }
    }

    /// The lesson's Next button on `step`: a step that says what happened is taught.
    pub fn next(&mut self, step: Step) {
        if step.waits_for_next() {
            self.taught |= step.bit();
            self.told &= !step.bit();
        }
    }

    fn tell(&mut self, step: Step) {
        if !self.taught(step) {
            self.told |= step.bit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Record, RecordedAction, Setup, Variant};

    /// The lesson's game so far, as the page keeps it: the record and the lesson.
    struct Walk {
        record: Record,
        state: GameState,
        lesson: Lesson,
        held: HeldPatch,
        steps: Vec<Step>,
        /// Turns made to match an outline, and those of them on the Place step.
        turns: usize,
        turns_to_place: usize,
        /// The learner's moves.
        moves: usize,
    }

    impl Walk {
        fn new() -> Walk {
            let setup = Setup::from_seed(Variant::ClassicRevised, tutor::LESSON_SEED);
            let state = GameState::new(&setup);
            Walk {
                record: Record::new(setup),
                state,
                lesson: Lesson::default(),
                held: None,
                steps: Vec::new(),
                turns: 0,
                turns_to_place: 0,
                moves: 0,
            }
        }

        fn play(&mut self, action: Action) {
            let before = self.state.clone();
            self.moves += usize::from(before.to_move() == Some(LEARNER));
            let events = self.state.play(action).expect("a legal move");
            self.record.push(RecordedAction::from_action(action));
            self.lesson.played(&before, action, &events, &self.state);
            self.held = None;
        }

        /// Does what the step asks, acting only on its target; false once the lesson is done.
        fn obey(&mut self) -> bool {
            let step = self.lesson.step(&self.state, self.held);
            if self.steps.last() != Some(&step) || step == Step::Play || step == Step::Wait {
                self.steps.push(step);
            }
            let target = Lesson::target(&self.state, step, self.held);
            let suggested = tutor::suggestion(&self.state, LEARNER);
            match (step, target) {
                (Step::Done, Some(Target::NewGame)) => return false,
                (Step::Wait, Some(Target::Tokens)) => {
                    let action = tutor::gentle(&self.state, self.record.actions().len()).unwrap();
                    self.play(action);
                }
                (s, _) if s.waits_for_next() => self.lesson.next(s),
                (Step::Take | Step::Play, Some(Target::Card(patch))) => {
                    self.held = Some((patch, Orientation::IDENTITY));
                    self.lesson.held(self.held);
                }
                (Step::Turn, Some(Target::TurnButton)) => self.turn(Orientation::rotated_clockwise),
                (Step::Mirror, Some(Target::MirrorButton)) => self.turn(Orientation::mirrored),
                (Step::Place | Step::Play, Some(Target::Squares(squares))) => {
                    let Some(Action::TakePatch { patch, .. }) = suggested else { panic!("a patch to place") };
                    let (held, orientation) = self.held.expect("a patch in hand");
                    assert_eq!(held, patch);
                    let shape = &patch.patch().shape;
                    if shape.locate(squares).map(|(index, _)| index) == Some(shape.distinct_index(orientation)) {
                        self.play(Action::TakePatch { patch, squares });
                    } else {
                        // Turned until it lies as the outline shows (mirrored after four turns).
                        self.turns += 1;
                        let mirror = self.turns % 4 == 0;
                        self.turn(if mirror { Orientation::mirrored } else { Orientation::rotated_clockwise });
                        if step == Step::Place {
                            self.turns_to_place += 1;
                        }
                    }
                }
                (Step::Advance | Step::Play, Some(Target::AdvanceButton)) => self.play(Action::Advance),
                (Step::Leather | Step::Play, Some(Target::Square(cell))) => self.play(Action::PlaceLeather { cell }),
                other => panic!("no way to do {other:?}"),
            }
            true
        }

        fn turn(&mut self, how: fn(Orientation) -> Orientation) {
            let (patch, orientation) = self.held.expect("a patch in hand");
            self.held = Some((patch, how(orientation)));
            self.lesson.held(self.held);
        }

        fn walk(&mut self, limit: usize) {
            for _ in 0..limit {
                if !self.obey() {
                    return;
                }
            }
        }

        /// The topics in the order they were first shown.
        fn taught_steps(&self) -> Vec<Step> {
            let mut topics: Vec<Step> = Vec::new();
            for &step in &self.steps {
                if Step::TOPICS.contains(&step) && !topics.contains(&step) {
                    topics.push(step);
                }
            }
            topics
        }
    }

    #[test]
    fn an_obedient_learner_is_taught_every_topic() {
        let mut walk = Walk::new();
        walk.walk(500);
        assert!(walk.state.is_over());
        assert!(walk.lesson.finished());
        assert_eq!(walk.steps.last(), Some(&Step::Done));
        use Step::*;
        let order = [Circle, Price, Take, Turn, Mirror, Place, NextPlayer, Income, Again, Advance, Leather, Bonus, End];
        assert_eq!(walk.taught_steps(), order, "each topic once, in this order");
        assert_eq!(walk.turns_to_place, 0, "turned once and mirrored, the first patch lies as its outline");
        assert_eq!(walk.moves, 21, "the learner's moves in the whole game");
    }

    #[test]
    fn the_lesson_resumes_at_its_step_from_the_saved_game() {
        let mut whole = Walk::new();
        whole.walk(500);
        for stop in [1, 5, 9, 20, 40] {
            let mut walk = Walk::new();
            walk.walk(stop);
            let step = walk.lesson.step(&walk.state, None);
            // What the page keeps: the record's text and the lesson's.
            let saved = (walk.record.to_json(), serde_json::to_string(&walk.lesson).unwrap());
            let record = Record::from_json(&saved.0).unwrap();
            let lesson: Lesson = serde_json::from_str(&saved.1).unwrap();
            let state = record.replay().unwrap();
            assert_eq!(lesson.step(&state, None), step, "after {stop} steps");
            let mut resumed = Walk {
                record,
                state,
                lesson,
                held: None,
                steps: walk.steps.clone(),
                turns: 0,
                turns_to_place: 0,
                moves: 0,
            };
            resumed.walk(500);
            assert_eq!(resumed.taught_steps(), whole.taught_steps(), "resumed after {stop} steps");
            assert_eq!(resumed.record.actions(), whole.record.actions());
        }
    }

    #[test]
    fn a_learner_who_places_elsewhere_is_still_taught_to_turn_and_mirror() {
        let mut walk = Walk::new();
        while walk.lesson.step(&walk.state, walk.held) != Step::Take {
            walk.obey();
        }
        // The first patch picked up and placed as it lies, not where the outline shows.
        let Some(Action::TakePatch { patch, .. }) = tutor::suggestion(&walk.state, LEARNER) else { panic!() };
        walk.held = Some((patch, Orientation::IDENTITY));
        walk.lesson.held(walk.held);
        let shape = patch.patch().shape.oriented(Orientation::IDENTITY);
        let anchor = walk.state.fitting_anchors(LEARNER, patch, Orientation::IDENTITY).cells().last().unwrap();
        walk.play(Action::TakePatch { patch, squares: shape.at(anchor) });
        assert!(walk.lesson.taught(Step::Place));
        assert!(!walk.lesson.taught(Step::Turn));
        walk.walk(500);
        assert_eq!(walk.steps.last(), Some(&Step::Done));
        assert!(walk.lesson.taught(Step::Turn) && walk.lesson.taught(Step::Mirror), "{:?}", walk.taught_steps());
    }

    #[test]
    fn a_saved_lesson_is_two_numbers_and_a_bad_one_is_refused() {
        let mut lesson = Lesson::default();
        lesson.next(Step::Circle);
        assert_eq!(serde_json::to_string(&lesson).unwrap(), r#"{"taught":1,"told":0}"#);
        assert!(serde_json::from_str::<Lesson>(r#"{"taught":-1,"told":0}"#).is_err());
        assert!(serde_json::from_str::<Lesson>(r#"{"taught":1}"#).is_err());
    }

    #[test]
    fn the_page_reads_a_saved_lesson_as_the_derived_reader_does() {
        let texts = [
            r#"{"taught":1,"told":0}"#,
            r#"{"told":64,"taught":8191}"#,
            r#"{"taught":-1,"told":0}"#,
            r#"{"taught":1}"#,
            r#"{"taught":65536,"told":0}"#,
            r#"{"taught":"1","told":0}"#,
            r#"[1,0]"#,
            "null",
        ];
        for text in texts {
            let value: serde_json::Value = serde_json::from_str(text).unwrap();
            let derived = serde_json::from_str::<Lesson>(text).ok().filter(|_| value.is_object());
            assert_eq!(Lesson::read(value.clone()), derived, "{text}");
        }
    }

    #[test]
    fn names_are_unique_and_only_the_telling_steps_wait_for_next() {
        let all = [Step::Play, Step::Wait, Step::Done];
        let names: Vec<&str> = Step::TOPICS.iter().chain(&all).map(|s| s.name()).collect();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[i + 1..].contains(name), "{name} twice");
        }
        let mut lesson = Lesson::default();
        lesson.next(Step::Take);
        assert!(!lesson.taught(Step::Take), "a move is taught by making it");
        assert!(all.iter().all(|s| !s.waits_for_next() && s.bit() == 0));
    }
}
