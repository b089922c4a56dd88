// Package homework is homework without accounts: a teacher makes a
// homework (a title, lesson pages to read and a seeded set of drills) and
// sends its link; each student does it in the browser and gets a result
// code to paste back to the teacher; the teacher pastes the codes into a
// class table, sorted, and exports it as CSV. Nothing is stored on a
// server: the link carries the homework, the code carries the result.
//
// # The homework link, version 1
//
//	#hw=1.tSG9tZXdvcmsgMw.ldouble-three_1~3_5.lthree.dit_2_10_7
//
// That link is "Homework 3": pages 1, 2, 3 and 5 of double-three, all of
// three, and 10 drills of level 2, is-forbidden and trap in turn, seed 7;
// its ID is 496S2W.
//
// The value is the version number, then parts separated by '.', each a
// key letter and its content. Only 0-9 a-z A-Z and . - _ ~ are used, so the
// link survives chat programs, mail and QR codes unescaped. The parts may
// come in any order (the lessons keep theirs); Encode writes t, the lessons,
// then d:
//
//	t<title>     the title: its UTF-8 in base64url without padding (at most
//	             60 characters of text); no part: no title
//	l<id>        a lesson: every page (lthree)
//	l<id>_<pages> some pages of a lesson, '_'-separated, increasing, each a
//	             page number from 1 or a range a~b (ldouble-three_1~3_5 is
//	             pages 1, 2, 3 and 5); any number of l parts, each lesson
//	             once
//	d<types>_<level>_<count>_<seed>
//	             the drills: the types' letters (i is-forbidden, a find-all,
//	             l live-or-false, f four-three, t trap), the level 1–3, how
//	             many (1–50) and the generator's seed (a decimal uint64); the
//	             drills take the types in turn (Plan)
//
// A homework has lesson pages, drills or both. Encode writes pages in
// increasing order with runs of three or more as ranges, the types in menu
// order (drills.Types), and numbers without leading zeros; Decode accepts
// any increasing pages, singles or ranges, and the types in any order, and
// refuses anything else with an error naming the part and the problem
// (homework link, part 2 (lesson) "ldouble-three_0": page "0" is not a
// number from 1 to 99). A later version of the format changes the leading
// number; a newer link says "reload the page".
//
// The homework's ID (ID) is the first 30 bits of the SHA-256 of its
// canonical link, as 6 characters of Crockford's base32 (0-9 A-Z without
// I L O U): the same homework always has the same ID, whatever link it was
// read from; changing anything (even the title) makes another homework.
//
// # The result code, version 1
//
//	Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP
//
// (7 of 10 right in 12:34, for homework 496S2W, missing a double-three, a
// double-four and one other.)
//
// The student's name (at most 24 characters, no colon), a colon (':' or the
// full-width '：') and 24 characters of Crockford's base32, shown in groups
// of 4. Case, spaces and dashes in the code do not matter, and I L O read as
// 1 1 0 (full-width letters and digits, as a Chinese input method types
// them, are read too). The 24 symbols are, as bits, most significant first:
//
//	symbol 1        the version, 1
//	symbols 2–20    95 bits: the homework ID (30: symbols 2–7 are the ID), the total (9), the score
//	                (9), the misses of double-threes, double-fours and
//	                overlines (9 each) — the misses of other kinds are what
//	                is left of the total — and the time in seconds (20)
//	symbols 21–24   the check, 20 bits
//
// The check is Σ s·x^k in GF(2^20) (x^20 + x^3 + 1) over the sequence of the
// name's characters (as code points) and then symbols 1–20, the last symbol
// having k = 1, the one before k = 2, and so on. As every weight is a
// distinct power of x, and x^1 differs from x^15 (the place of the check's
// first symbol), any one character changed and any two neighbours swapped,
// in the name or in the code, make the check differ: such a code is refused
// ("check the code and the name: a character is wrong, or two are
// swapped"), never read as another result. A missing or extra character
// changes the length, which is refused too.
//
// # The class table
//
// A Table collects the codes of one homework: codes of other homework are
// refused (the error names both IDs), and a student (the name, in any case)
// has one row: a later code replaces an earlier one (Row.Replaced counts
// how many), the same code again changes nothing. CSV writes the rows for
// a spreadsheet, every field quoted and names that a spreadsheet would take
// for a formula neutralised.
package homework
