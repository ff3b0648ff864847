//! Playing at a distance, by link: the game's code (docs/CODE.md) travels in the fragment of
//! the page's address (`…/#pw1…`), so no server ever sees it. After each of my moves the page
//! offers the link to send; opening the friend's link brings their move.
//!
//! A link meets the saved games played by link: the one of the same set-up that the link
//! extends takes the new moves; an older link (stale) leaves my game as it is; a link that
//! parts from my game (someone played another move) overwrites nothing until I choose mine or
//! theirs. Pure: tested natively; `ui::hooks::use_link` reads the fragment and the saves.

use std::rc::Rc;

use crate::rules::code::{self, CodeError};
use crate::rules::{GameState, Player, Record, Variant};
use crate::ui::i18n::{self, Lang, Names, Notice, Say};
use crate::ui::state::part::{Ctx, Effect, Effects, Part};
use crate::ui::state::recap;
use crate::ui::state::saves::{name_or_default, SavedGame, Seat};
use crate::ui::state::session::{self, Session};

/// A link as the page finds it, with what it needs to meet it.
#[derive(Debug, Clone, PartialEq)]
pub struct LinkArrival {
    /// The link's game and names, or why it holds none.
    pub link: Result<(Record, Names), CodeError>,
    /// The saved games played by link, newest first.
    pub saves: Vec<SavedGame>,
    /// The id to save the link's game under if it is a new one.
    pub fresh_id: String,
}

impl LinkArrival {
    /// The link read from the address's fragment (`#` and all, or without it); `saves` gives
    /// the saved games by link, asked only when the link holds a game.
    #[must_use]
    pub fn read(fragment: &str, saves: impl FnOnce() -> Vec<SavedGame>, fresh_id: String) -> LinkArrival {
        let link = code::decode(fragment.trim_start_matches('#'));
        let saves = if link.is_ok() { saves() } else { Vec::new() };
        LinkArrival { link, saves, fresh_id }
    }
}

/// How a link's game stands to a saved game of the same set-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// The same moves.
    Same,
    /// The link has every move of mine and more: it is adopted.
    Ahead,
    /// Mine has every move of the link and more: the link is old; mine stays.
    Stale,
    /// The two part at this action (counted from 0): someone played another move.
    Forked(usize),
}

/// How the game in `link` stands to `mine` (the actions played); `None` when they are not the
/// same game (another set-up).
#[must_use]
pub fn standing(link: &Record, mine: &Record) -> Option<Standing> {
    if link.setup() != mine.setup() {
        return None;
    }
    let (theirs, ours) = (link.actions(), mine.actions());
    let common = theirs.iter().zip(ours).take_while(|(a, b)| a == b).count();
    Some(match (common == theirs.len(), common == ours.len()) {
        (true, true) => Standing::Same,
        (false, true) => Standing::Ahead,
        (true, false) => Standing::Stale,
        (false, false) => Standing::Forked(common),
    })
}

/// What a link means for the page.
#[derive(Debug, Clone, PartialEq)]
pub enum Meeting {
    /// Not a game: the page says why and goes on.
    Bad(CodeError),
    /// A game this page has not seen: it opens and is saved.
    New(SavedGame),
    /// A game saved here: `mine`, and `theirs` (the link's, under my id and seats).
    Known {
        /// How the link stands to mine.
        standing: Standing,
        /// My saved game.
        mine: Rc<SavedGame>,
        /// The link's game as it would be saved in place of mine.
        theirs: Rc<SavedGame>,
    },
}

/// Meets the link of `arrival` with the saved games: among those of its set-up, one that it
/// extends or equals first, then one that is ahead of it, then one that parts from it; the
/// newest of each.
#[must_use]
pub fn meet(arrival: LinkArrival) -> Meeting {
    let (record, names) = match arrival.link {
        Ok(game) => game,
        Err(e) => return Meeting::Bad(e),
    };
    let names = [0, 1].map(|i| name_or_default(&names[i], i));
    let rank = |standing: Standing| match standing {
        Standing::Same | Standing::Ahead => 0,
        Standing::Stale => 1,
        Standing::Forked(_) => 2,
    };
    let mut best: Option<(Standing, SavedGame)> = None;
    for mine in arrival.saves {
        let Some(standing) = standing(&record, &mine.played_record()) else { continue };
        if best.as_ref().is_none_or(|(b, _)| rank(standing) < rank(*b)) {
            best = Some((standing, mine));
        }
    }
    let played = record.actions().len();
    match best {
        Some((standing, mine)) => {
            let theirs = SavedGame { record, played, names, ..mine.clone() };
            Meeting::Known { standing, mine: Rc::new(mine), theirs: Rc::new(theirs) }
        }
        None => {
            let seats = seats(&record);
            Meeting::New(SavedGame {
                id: arrival.fresh_id,
                record,
                played,
                names,
                seats,
                seed: None,
                updated: 0.0,
                lesson: None,
            })
        }
    }
}

/// The seats of a game first opened from a link: the friend is the one who made its last
/// action (they sent it), or, before any, player 2 (the link came to player 1, who starts).
#[must_use]
pub fn seats(record: &Record) -> [Seat; 2] {
    let friend = record.actions().len().checked_sub(1).map_or(Player::Two, |last| {
        let mut before = record.clone();
        before.truncate(last);
        before.replay().ok().and_then(|game| game.to_move()).unwrap_or(Player::Two)
    });
    let mut seats = [Seat::Person; 2];
    seats[friend.index()] = Seat::Friend;
    seats
}

/// The code to send for the game played so far, with the names as the page shows them (the
/// default names in English, so that each side reads them in its own language).
///
/// # Errors
/// The codec's refusal (a name longer than a code holds, which the page never lets in).
pub fn code_of(record: &Record, names: &Names) -> Result<String, CodeError> {
    code::encode(record, &i18n::localize_names(Lang::En, names))
}

/// What opening a link's game tells the person holding it: who invites them (a game new
/// here), then every action of the friend since their own last one.
fn story(saved: &SavedGame, game: &GameState, new: bool) -> Vec<Say> {
    let session = Session::opened(saved.clone(), game.clone());
    let mut told = Vec::new();
    if new {
        if let Some(friend) = Player::BOTH.into_iter().find(|&p| session.seat(p) == Seat::Friend) {
            told.push(Say::Invited { friend, express: game.variant() == Variant::Express });
        }
    }
    for item in recap::of_session(&session) {
        told.extend(i18n::recounted(item.spaces, &item.events));
    }
    told
}

/// What is waiting for the player's choice: a link that parts from the saved game.
#[derive(Debug, Clone, PartialEq)]
pub struct Fork {
    /// Where the two part (an action index, from 0).
    pub at: usize,
    /// My saved game.
    pub mine: Rc<SavedGame>,
    /// The link's game, under my game's id.
    pub theirs: Rc<SavedGame>,
}

/// The choice offered by a [`Fork`], and links arriving.
#[derive(Debug, Clone, PartialEq)]
pub enum LinkAction {
    /// A link was opened (the page started with one, or the fragment changed).
    Arrived(Rc<LinkArrival>),
    /// Keep my game; the link's is dropped.
    KeepMine,
    /// Take the link's game in place of mine.
    TakeTheirs,
}

impl Part for Option<Rc<Fork>> {
    type Action = LinkAction;

    /// A link arriving opens its game, keeps mine (an old link) or offers the choice; the
    /// choice keeps mine or opens theirs.
    fn reduce(&mut self, action: LinkAction, ctx: &Ctx<'_>) -> Effects {
        let open = |saved: SavedGame| session::open(saved, ctx.lang);
        match action {
            LinkAction::Arrived(arrival) => {
                let meeting = meet(Rc::unwrap_or_clone(arrival));
                let mut effects = Vec::new();
                if !matches!(meeting, Meeting::Bad(_)) {
                    effects.push(Effect::ForgetLinkNotice);
                }
                // What happened since I last played goes before whose turn it is; a new game
                // first says who invites me to it.
                let told = |effect: Effect, new: bool| {
                    let story = match &effect {
                        Effect::Open { saved, game } => story(saved, game, new),
                        _ => Vec::new(),
                    };
                    let mut effects = vec![effect];
                    if !story.is_empty() {
                        effects.push(Effect::SayFirst(story));
                    }
                    effects
                };
                match meeting {
                    Meeting::Bad(e) => effects.push(Effect::Notice(Notice::BadLink(e))),
                    Meeting::New(saved) => effects.extend(told(open(saved), true)),
                    Meeting::Known { standing, mine, theirs } => match standing {
                        Standing::Same => effects.push(open(Rc::unwrap_or_clone(mine))),
                        Standing::Ahead => effects.extend(told(open(Rc::unwrap_or_clone(theirs)), false)),
                        Standing::Stale => {
                            effects.push(open(Rc::unwrap_or_clone(mine)));
                            effects.push(Effect::Notice(Notice::StaleLink));
                        }
                        Standing::Forked(at) => {
                            effects.push(open((*mine).clone()));
                            effects.push(Effect::Fork(Rc::new(Fork { at, mine, theirs })));
                        }
                    },
                }
                Effects::Changed(effects)
            }
            LinkAction::KeepMine => self.take().is_some().into(),
            LinkAction::TakeTheirs => match self.take() {
                Some(fork) => Effects::then(open((*fork.theirs).clone())),
                None => Effects::Unchanged,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, RecordedAction, Setup, Variant};

    fn game(seed: u64, actions: usize) -> Record {
        let mut record = Record::new(Setup::from_seed(Variant::Express, seed));
        let mut state = record.replay().expect("a set-up");
        for _ in 0..actions {
            state.play(Action::Advance).expect("advancing is legal");
            record.push(RecordedAction::Advance);
        }
        record
    }

    /// `record` and then another action than `other`'s next one (an advance).
    fn parted(record: &Record, other: &Record) -> Record {
        let mut state = record.replay().expect("replays");
        let next = other.actions()[record.actions().len()].clone();
        let action = state.legal_actions().into_iter().find(|&a| RecordedAction::from_action(a) != next).expect("two");
        state.play(action).expect("legal");
        let mut parted = record.clone();
        parted.push(RecordedAction::from_action(action));
        parted
    }

    fn saved(id: &str, record: Record) -> SavedGame {
        let played = record.actions().len();
        let names = ["Ada".to_owned(), "Bob".to_owned()];
        SavedGame {
            id: id.into(),
            record,
            played,
            names,
            seats: [Seat::Person, Seat::Friend],
            seed: Some(1),
            updated: 5.0,
            lesson: None,
        }
    }

    fn arrival(record: &Record, saves: Vec<SavedGame>) -> LinkArrival {
        let code = code_of(record, &["Ada".to_owned(), "Gracz 2".to_owned()]).expect("short names");
        LinkArrival::read(&format!("#{code}"), || saves, "fresh".into())
    }

    #[test]
    fn standings_compare_the_moves_of_one_set_up() {
        let (short, long) = (game(3, 4), game(3, 6));
        assert_eq!(standing(&long, &long), Some(Standing::Same));
        assert_eq!(standing(&long, &short), Some(Standing::Ahead));
        assert_eq!(standing(&short, &long), Some(Standing::Stale));
        assert_eq!(standing(&parted(&short, &long), &long), Some(Standing::Forked(4)));
        assert_eq!(standing(&long, &game(4, 6)), None);
    }

    #[test]
    fn a_new_link_opens_with_the_sender_as_the_friend() {
        let record = game(7, 3);
        let Meeting::New(new) = meet(arrival(&record, vec![saved("x", game(8, 3))])) else { panic!("a new game") };
        assert_eq!((new.id.as_str(), new.played, &new.record), ("fresh", 3, &record));
        // Default names travel in English and blank ones are read as defaults.
        assert_eq!(new.names, ["Ada".to_owned(), "Player 2".to_owned()]);
        let mut before = record.clone();
        before.truncate(2);
        let sender = before.replay().expect("replays").to_move().expect("someone");
        assert_eq!(new.seats[sender.index()], Seat::Friend);
        assert_eq!(new.seats[sender.opponent().index()], Seat::Person);
        // A game not begun comes to player 1, who starts.
        assert_eq!(seats(&game(7, 0)), [Seat::Person, Seat::Friend]);
    }

    #[test]
    fn a_known_game_is_adopted_kept_or_offered() {
        let (short, long) = (game(3, 4), game(3, 6));
        let met = |record: &Record, mine: &Record| match meet(arrival(record, vec![saved("mine", mine.clone())])) {
            Meeting::Known { standing, mine, theirs } => {
                assert_eq!((mine.id.as_str(), theirs.id.as_str()), ("mine", "mine"));
                assert_eq!((theirs.seats, theirs.played), (mine.seats, record.actions().len()));
                assert_eq!(&theirs.record, record);
                standing
            }
            other => panic!("{other:?}"),
        };
        assert_eq!(met(&long, &short), Standing::Ahead);
        assert_eq!(met(&short, &long), Standing::Stale);
        assert_eq!(met(&long, &long), Standing::Same);
        // Of two saves of the game, the one the link extends wins over one that parts from it.
        let parted = parted(&short, &long);
        let saves = vec![saved("parted", parted.clone()), saved("behind", short.clone())];
        let Meeting::Known { standing, mine, .. } = meet(arrival(&long, saves)) else { panic!("known") };
        assert_eq!((standing, mine.id.as_str()), (Standing::Ahead, "behind"));
        assert_eq!(met(&long, &parted), Standing::Forked(4));
    }

    #[test]
    fn a_bad_link_says_why() {
        let code = code_of(&game(3, 4), &["Ada".to_owned(), "Bob".to_owned()]).expect("a code");
        let cut = &code[..code.len() - 3];
        assert_eq!(meet(LinkArrival::read(cut, Vec::new, "f".into())), Meeting::Bad(CodeError::Truncated));
        let newer = code.replacen("pw1", "pw2", 1);
        assert_eq!(
            meet(LinkArrival::read(&newer, Vec::new, "f".into())),
            Meeting::Bad(CodeError::UnknownVersion { version: '2' })
        );
        assert_eq!(meet(LinkArrival::read("#hello", Vec::new, "f".into())), Meeting::Bad(CodeError::NotACode));
    }
}
