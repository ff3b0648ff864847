//! Game codes: a whole game (set-up, every action, both names) as a short URL-safe text, for
//! playing by link (docs/CODE.md).
//!
//! A code is `pw`, the version `1`, then base64url (no padding) of these bytes:
//!
//! | bytes | what |
//! |---|---|
//! | 1 | the number of bytes, this one and the checksum included, modulo 256 |
//! | n | the game as one natural number, big-endian, no leading zero byte (none at all for 0) |
//! | 4 | CRC-32 (IEEE) of `pw1` and the bytes before it, big-endian |
//!
//! The number is a mixed-radix numeral: each choice of the game is a digit below the number of
//! choices there were, least significant first. In order: the variant (3 choices); the circle
//! as a Lehmer code (each patch's rank among those not yet placed, in id order; the starting
//! patch is always last and costs nothing); Express's blue patches the same way; each name (its
//! class, its length in characters, its characters); the number of actions (0 to the most a
//! game can hold); and each action as its index among the legal actions of its position, in the
//! engine's order ([`LegalActions::iter`](super::LegalActions::iter)). So a game costs exactly
//! the bits its choices need, and every game has exactly one code.
//!
//! Hand-written, base64url and CRC-32 included, rather than taken from crates: the packing is
//! the format itself, every code shared must read in every later version, and these few
//! functions cost the page less than the crates would.

use std::fmt;

use super::error::ReplayError;
use super::patch::PatchId;
use super::player::Player;
use super::record::{Record, RecordedAction};
use super::setup::Setup;
use super::state::GameState;
use super::variant::Variant;
use super::IllegalAction;

/// What every code starts with: the tag and the version this engine writes and reads.
pub const PREFIX: &str = "pw1";

/// The most characters (Unicode scalar values) of a name.
pub const MAX_NAME_CHARS: usize = 32;

/// The longest text [`decode`] looks at. No code of a legal game is longer than about 400
/// characters, even in theory; real ones are under 250.
pub const MAX_CODE_CHARS: usize = 1024;

/// The classes of names, by their largest character: below each bound, each character of the
/// name is a digit of that radix (ASCII 7 bits, then 11, 16 and 21 bits, as UTF-8's lengths).
const NAME_CLASSES: [u32; 4] = [0x80, 0x800, 0x1_0000, 0x11_0000];
const CHECKSUM_BYTES: usize = 4;
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a text is not a game code, or why a game cannot be written as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// Not a game code at all: empty, too long, a character that no code has, or not starting
    /// with `pw`.
    NotACode,
    /// A game code of another version (`pw2…`: made by a newer site).
    UnknownVersion {
        /// The version character found.
        version: char,
    },
    /// Shorter than the code says it is: cut off, e.g. by a messenger.
    Truncated,
    /// The checksum does not match: characters were changed, added or lost.
    Damaged,
    /// The checksum matches but the content is not a game's (only a made-up code does this).
    Malformed,
    /// A name longer than [`MAX_NAME_CHARS`] characters, to be written in a code. (A code
    /// cannot hold one.)
    NameTooLong {
        /// Whose name.
        player: Player,
    },
    /// An action that cannot be played where it stands.
    Illegal(ReplayError),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::NotACode => f.write_str("not a game code"),
            CodeError::UnknownVersion { version } => {
                write!(f, "a game code of version {version}, which this version cannot read")
            }
            CodeError::Truncated => f.write_str("the game code is cut short"),
            CodeError::Damaged => f.write_str("the game code is damaged: its checksum does not match"),
            CodeError::Malformed => f.write_str("the game code does not hold a game"),
            CodeError::NameTooLong { player } => {
                write!(f, "the name of {player} is longer than {MAX_NAME_CHARS} characters")
            }
            CodeError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for CodeError {}

/// The code of `record` with the players' names, player 1 first.
///
/// A record the engine wrote comes back from [`decode`] equal; one whose squares are listed in
/// another order comes back with them in the engine's order (the same game).
///
/// # Errors
/// [`CodeError::NameTooLong`], or [`CodeError::Illegal`] for the first action that does not
/// replay.
///
/// # Examples
/// ```
/// use patchwork::rules::code::{decode, encode};
/// use patchwork::rules::{Record, RecordedAction, Setup, Variant};
///
/// let mut record = Record::new(Setup::from_seed(Variant::Express, 7));
/// record.push(RecordedAction::Advance);
/// let names = ["Ada".to_owned(), "Bob".to_owned()];
/// let code = encode(&record, &names).unwrap();
/// assert!(code.starts_with("pw1"));
/// assert_eq!(decode(&code), Ok((record, names)));
/// ```
pub fn encode(record: &Record, names: &[String; 2]) -> Result<String, CodeError> {
    for (player, name) in Player::BOTH.into_iter().zip(names) {
        if chars(name) > MAX_NAME_CHARS {
            return Err(CodeError::NameTooLong { player });
        }
    }
    let setup = record.setup();
    let variant = setup.variant();
    let mut digits = Vec::new();
    let variant_index = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    digits.push((variant_index as u32, Variant::ALL.len() as u32));
    let (circle, blue) = reference_orders(variant);
    lehmer(&setup.circle()[..circle.len()], circle, &mut digits);
    lehmer(setup.blue_patches(), blue, &mut digits);
    for name in names {
        name_digits(name, &mut digits);
    }
    let most = most_actions(variant);
    let actions = record.actions();
    if actions.len() > most {
        // Every action moves a time token or places a leather patch: the game is over by then.
        return Err(CodeError::Illegal(ReplayError { index: most, error: IllegalAction::GameOver }));
    }
    digits.push((actions.len() as u32, most as u32 + 1));
    let mut state = GameState::new(setup);
    for (index, recorded) in actions.iter().enumerate() {
        let illegal = |error| CodeError::Illegal(ReplayError { index, error });
        let action = recorded.resolve(&state).map_err(illegal)?;
        let legal = state.legal();
        let Some(position) = legal.iter().position(|a| a == action) else {
            return Err(illegal(state.check(&action).err().unwrap_or(IllegalAction::GameOver)));
        };
        digits.push((position as u32, legal.len()));
        state.play_quiet(action).map_err(illegal)?;
    }
    Ok(write_code(&digits))
}

/// The code of the number whose digits (each with its radix) are `digits`, least significant
/// first.
fn write_code(digits: &[(u32, u32)]) -> String {
    let mut number = Natural::default();
    for &(digit, radix) in digits.iter().rev() {
        number.mul_add(radix, digit);
    }
    let mut bytes = vec![0];
    bytes.extend(number.to_bytes());
    bytes[0] = (bytes.len() + CHECKSUM_BYTES) as u8;
    bytes.extend(checksum(&bytes).to_be_bytes());
    let mut code = String::from(PREFIX);
    base64_encode(&bytes, &mut code);
    code
}

/// The record and the players' names (player 1 first) of a code, its actions replayed.
///
/// Leading and trailing whitespace is ignored. A code is checked in this order: its characters
/// and tag ([`CodeError::NotACode`]), its version, its length and checksum
/// ([`CodeError::Truncated`], [`CodeError::Damaged`]), then its content.
///
/// # Errors
/// Why `code` is not a game's code; [`CodeError::Illegal`] when an action cannot be played.
pub fn decode(code: &str) -> Result<(Record, [String; 2]), CodeError> {
    let code = code.trim();
    if code.len() > MAX_CODE_CHARS || !code.bytes().all(|b| ALPHABET.contains(&b)) {
        return Err(CodeError::NotACode);
    }
    let Some(rest) = code.strip_prefix(&PREFIX[..2]) else {
        return Err(CodeError::NotACode);
    };
    match rest.chars().next() {
        None => return Err(CodeError::Truncated),
        Some(version) if !rest.starts_with(&PREFIX[2..]) => return Err(CodeError::UnknownVersion { version }),
        Some(_) => {}
    }
    let (bytes, canonical) = base64_decode(&code[PREFIX.len()..]);
    let whole = bytes.len() > CHECKSUM_BYTES && canonical && {
        let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_BYTES);
        sum == checksum(body).to_be_bytes()
    };
    if !whole {
        // The length byte survives a cut at the end: it tells a code that lost up to 250 bytes
        // (a real one has under 200) from one that was changed or gained a few.
        let missing = bytes.first().map_or(1, |&length| length.wrapping_sub(bytes.len() as u8));
        return Err(if (1..=250).contains(&missing) { CodeError::Truncated } else { CodeError::Damaged });
    }
    let number = &bytes[1..bytes.len() - CHECKSUM_BYTES];
    if bytes[0] != bytes.len() as u8 || number.first() == Some(&0) {
        return Err(CodeError::Malformed);
    }
    read_game(Natural::from_bytes(number))
}

/// The game held by the number of a code whose frame is sound.
fn read_game(mut number: Natural) -> Result<(Record, [String; 2]), CodeError> {
    let variant = Variant::ALL[number.div_rem(Variant::ALL.len() as u32) as usize];
    let (circle_order, blue_order) = reference_orders(variant);
    let mut circle = unrank(circle_order, &mut number);
    circle.push(variant.rules().start_patch);
    let blue = unrank(blue_order, &mut number);
    let setup = Setup::new(variant, circle, blue).map_err(|_| CodeError::Malformed)?;
    let names = [read_name(&mut number)?, read_name(&mut number)?];
    let count = number.div_rem(most_actions(variant) as u32 + 1) as usize;
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    for index in 0..count {
        let illegal = |error| CodeError::Illegal(ReplayError { index, error });
        let legal = state.legal();
        if legal.is_empty() {
            return Err(illegal(IllegalAction::GameOver));
        }
        let action = legal.nth(number.div_rem(legal.len())).ok_or(CodeError::Malformed)?;
        state.play_quiet(action).map_err(illegal)?;
        record.push(RecordedAction::from_action(action));
    }
    if !number.is_zero() {
        // More digits than the game has choices: not the one code of this game.
        return Err(CodeError::Malformed);
    }
    Ok((record, names))
}

/// Pushes the digits of a name of at most [`MAX_NAME_CHARS`] characters: its class (the first
/// of [`NAME_CLASSES`] above all its characters), its length in characters, and each character's
/// scalar value. Cheaper than UTF-8 for ASCII names and for emoji, never over 21 bits a
/// character.
fn name_digits(name: &str, digits: &mut Vec<(u32, u32)>) {
    let widest = name.chars().map(u32::from).max().unwrap_or(0);
    let class = NAME_CLASSES.iter().position(|&bound| widest < bound).unwrap_or(NAME_CLASSES.len() - 1);
    digits.push((class as u32, NAME_CLASSES.len() as u32));
    digits.push((chars(name) as u32, MAX_NAME_CHARS as u32 + 1));
    digits.extend(name.chars().map(|c| (u32::from(c), NAME_CLASSES[class])));
}

/// How many characters `name` has (counted plainly: `str::count` is larger code in the page).
fn chars(name: &str) -> usize {
    name.chars().fold(0, |n, _| n + 1)
}

/// Reads the digits [`name_digits`] writes.
fn read_name(number: &mut Natural) -> Result<String, CodeError> {
    let class = number.div_rem(NAME_CLASSES.len() as u32) as usize;
    let length = number.div_rem(MAX_NAME_CHARS as u32 + 1);
    let name = (0..length)
        .map(|_| char::from_u32(number.div_rem(NAME_CLASSES[class])).ok_or(CodeError::Malformed))
        .collect::<Result<String, _>>()?;
    // The class must be the name's own: every game has one code.
    let widest = name.chars().map(u32::from).max().unwrap_or(0);
    if class > 0 && widest < NAME_CLASSES[class - 1] {
        return Err(CodeError::Malformed);
    }
    Ok(name)
}

/// The most actions a game of `variant` can hold: every action but a leather patch's moves a
/// time token at least one space (no patch costs 0 time), and each leather patch is placed or
/// discarded once.
fn most_actions(variant: Variant) -> usize {
    let rules = variant.rules();
    2 * usize::from(rules.final_space) + rules.leather_spaces.count_ones() as usize
}

/// The circle's patches but the starting one, and the blue patches, each in id order.
fn reference_orders(variant: Variant) -> (Vec<PatchId>, Vec<PatchId>) {
    let rules = variant.rules();
    // `PatchId::all` is in id order: no sorting (whose code the page would carry).
    let circle = PatchId::all().filter(|p| *p != rules.start_patch && rules.circle_patches.contains(p)).collect();
    (circle, PatchId::all().filter(|p| rules.blue_patches.contains(p)).collect())
}

/// Pushes the Lehmer code of `order`, a permutation of `reference`: each patch's rank among
/// those not yet placed.
fn lehmer(order: &[PatchId], mut reference: Vec<PatchId>, digits: &mut Vec<(u32, u32)>) {
    for patch in order {
        let radix = reference.len() as u32;
        let rank = reference.iter().position(|p| p == patch).unwrap_or(0);
        reference.remove(rank);
        digits.push((rank as u32, radix));
    }
}

/// The permutation of `reference` whose Lehmer code is read from `number`.
fn unrank(mut reference: Vec<PatchId>, number: &mut Natural) -> Vec<PatchId> {
    let mut order = Vec::with_capacity(reference.len());
    while !reference.is_empty() {
        let rank = number.div_rem(reference.len() as u32) as usize;
        order.push(reference.remove(rank));
    }
    order
}

/// A natural number in base 2³², least significant limb first, with no zero limb on top.
#[derive(Debug, Default)]
struct Natural(Vec<u32>);

impl Natural {
    /// `self = self × radix + digit`.
    fn mul_add(&mut self, radix: u32, digit: u32) {
        let mut carry = u64::from(digit);
        for limb in &mut self.0 {
            let value = u64::from(*limb) * u64::from(radix) + carry;
            *limb = value as u32;
            carry = value >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides by `radix` (at least 1) and returns the remainder.
    fn div_rem(&mut self, radix: u32) -> u32 {
        let radix = u64::from(radix.max(1));
        let mut remainder = 0;
        for limb in self.0.iter_mut().rev() {
            let value = (remainder << 32) | u64::from(*limb);
            *limb = (value / radix) as u32;
            remainder = value % radix;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        remainder as u32
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// Big-endian, without leading zero bytes.
    fn to_bytes(&self) -> Vec<u8> {
        let bytes: Vec<u8> = self.0.iter().rev().flat_map(|limb| limb.to_be_bytes()).collect();
        let zeros = bytes.iter().take_while(|&&b| b == 0).count();
        bytes[zeros..].to_vec()
    }

    fn from_bytes(bytes: &[u8]) -> Natural {
        let mut limbs: Vec<u32> =
            bytes.rchunks(4).map(|chunk| chunk.iter().fold(0, |limb, &byte| (limb << 8) | u32::from(byte))).collect();
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        Natural(limbs)
    }
}

/// The checksum of a code whose bytes before it are `bytes`: CRC-32 of [`PREFIX`] and them.
fn checksum(bytes: &[u8]) -> u32 {
    crc32(PREFIX.bytes().chain(bytes.iter().copied()))
}

/// CRC-32 (IEEE 802.3, as zip and PNG use), bit by bit: a table would cost the page a kilobyte.
fn crc32(bytes: impl IntoIterator<Item = u8>) -> u32 {
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// Appends base64url of `bytes`, without padding.
fn base64_encode(bytes: &[u8], out: &mut String) {
    for chunk in bytes.chunks(3) {
        let value = chunk.iter().enumerate().fold(0u32, |v, (i, &b)| v | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(value >> (18 - 6 * i) & 63) as usize]));
        }
    }
}

/// The bytes of base64url `text` (every character in the alphabet), and whether the text is
/// exactly what [`base64_encode`] writes for them: a last group of one character, or unused
/// bits that are not zero, are not.
fn base64_decode(text: &str) -> (Vec<u8>, bool) {
    let sextets = text.bytes().map(|c| ALPHABET.iter().position(|&a| a == c).unwrap_or(0) as u32);
    let (mut bytes, mut bits, mut buffer) = (Vec::with_capacity(text.len() * 3 / 4), 0, 0u32);
    for sextet in sextets {
        buffer = (buffer << 6 | sextet) & 0xFFF;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((buffer >> bits) as u8);
        }
    }
    let canonical = text.len() % 4 != 1 && buffer & ((1 << bits) - 1) == 0;
    (bytes, canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code with a sound frame and checksum around `digits`, as a made-up code would be.
    fn forge(digits: &[(u32, u32)]) -> String {
        write_code(digits)
    }

    #[test]
    fn base64_round_trips_and_refuses_loose_bits() {
        for length in 0..20usize {
            let bytes: Vec<u8> = (0..length).map(|i| (i * 97 + 13) as u8).collect();
            let mut text = String::new();
            base64_encode(&bytes, &mut text);
            assert_eq!(text.len(), (length * 4).div_ceil(3));
            assert_eq!(base64_decode(&text), (bytes, true));
        }
        let mut text = String::new();
        base64_encode(b"pw", &mut text);
        assert_eq!(text, "cHc");
        assert_eq!(base64_decode("cHd"), (b"pw".to_vec(), false));
        assert!(!base64_decode("cHcA1").1);
    }

    #[test]
    fn the_checksum_is_crc_32() {
        assert_eq!(crc32(*b"123456789"), 0xCBF4_3926);
        assert_eq!(checksum(b"123456789"), crc32(*b"pw1123456789"));
    }

    #[test]
    fn numbers_survive_bytes_and_digits() {
        let digits: Vec<(u32, u32)> = (1..200).map(|i| (i * 7 % (i + 3), i + 3)).collect();
        let mut number = Natural::default();
        for &(digit, radix) in digits.iter().rev() {
            number.mul_add(radix, digit);
        }
        let mut back = Natural::from_bytes(&number.to_bytes());
        for &(digit, radix) in &digits {
            assert_eq!(back.div_rem(radix), digit);
        }
        assert!(back.is_zero());
        assert!(Natural::from_bytes(&[]).is_zero() && Natural::default().to_bytes().is_empty());
    }

    #[test]
    fn made_up_codes_are_refused_by_their_content() {
        // Classic revised, the circle and names all digit 0, one action counted and none given:
        // the first action is advancing (index 0), legal.
        let head = |count: u32| {
            let mut digits = vec![(0, 3)];
            digits.extend((1..=32).rev().map(|radix| (0, radix)));
            let length = MAX_NAME_CHARS as u32 + 1;
            digits.extend([(0, 4), (0, length), (0, 4), (0, length), (count, 112)]);
            digits
        };
        let (record, names) = decode(&forge(&head(1))).unwrap();
        assert_eq!(record.actions(), [RecordedAction::Advance]);
        assert_eq!(names, [String::new(), String::new()]);
        // A digit too many.
        let mut extra = head(0);
        extra.push((1, 2));
        assert_eq!(decode(&forge(&extra)), Err(CodeError::Malformed));
        // Names: "Zoë" in its class; in a wider class (not the one code of the game); a
        // surrogate, which is no character.
        let name = |class: u32, chars: &[u32]| {
            let mut digits = head(0);
            digits.splice(33..35, [(class, 4), (chars.len() as u32, MAX_NAME_CHARS as u32 + 1)]);
            digits.splice(35..35, chars.iter().map(|&c| (c, NAME_CLASSES[class as usize])));
            decode(&forge(&digits)).map(|(_, names)| names)
        };
        assert_eq!(name(1, &[0x5A, 0x6F, 0xEB]), Ok(["Zoë".to_owned(), String::new()]));
        assert_eq!(name(2, &[0x5A, 0x6F, 0xEB]), Err(CodeError::Malformed));
        assert_eq!(name(1, &[]), Err(CodeError::Malformed));
        assert_eq!(name(2, &[0xD800]), Err(CodeError::Malformed));
        // More actions than the game has: the first legal action each time to the end, then one
        // more.
        let (record, _) = decode(&forge(&head(0))).unwrap();
        let mut state = GameState::new(record.setup());
        let mut digits = head(0);
        while let Some(first) = state.legal().nth(0) {
            digits.push((0, state.legal().len()));
            state.play_quiet(first).unwrap();
        }
        let played = digits.len() - 38;
        digits[37] = (played as u32 + 1, 112);
        let error = CodeError::Illegal(ReplayError { index: played, error: IllegalAction::GameOver });
        // tests/code.rs gives this code to `patchwork-cli replay`.
        assert_eq!(forge(&digits), "pw1Fwl5OoFSwlnMle5CYX3gAAAAAHYK0vY");
        assert_eq!(decode(&forge(&digits)), Err(error));
        digits[37] = (played as u32, 112);
        assert_eq!(decode(&forge(&digits)).map(|(record, _)| record.replay().unwrap().is_over()), Ok(true));
    }
}
