package coach

import (
	"strings"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/parts/skill"
	"renju/msg"
)

// TypeID is the drill type's name in the catalogue.
func TypeID(typ string) msg.ID {
	switch typ {
	case drills.FindAll:
		return msg.DrillTypeFindAll
	case drills.LiveOrFalse:
		return msg.DrillTypeLiveOrFalse
	case drills.FourThree:
		return msg.DrillTypeFourThree
	case drills.Trap:
		return msg.DrillTypeTrap
	}
	return msg.DrillTypeIsForbidden
}

// BadgeID is the badge's name in the catalogue (storm's names).
func BadgeID(b skill.Badge) msg.ID {
	switch b {
	case skill.Silver:
		return msg.StormBadgeSilver
	case skill.Gold:
		return msg.StormBadgeGold
	}
	return msg.StormBadgeBronze
}

// MenuLines are the Drills menu's: that the drills lean toward the weak
// spots, then BadgeLines for the type chosen.
func (c *Coach) MenuLines(lang msg.Lang, typ string) []string {
	return append([]string{msg.T(lang, MenuWeak)}, c.BadgeLines(lang, typ)...)
}

// BadgeLines are the badges earned, in menu order ("Badges: Forbidden?
// silver · Trap (White) bronze", none when none is), and what the next
// badge of type typ needs: thresholds and the answers given, which only
// rise — nothing shown can fall.
func (c *Coach) BadgeLines(lang msg.Lang, typ string) []string {
	c.mu.Lock()
	r, taught := c.rec.clone(), c.taught
	c.mu.Unlock()
	name := func(t string) msg.ID { return drillplay.TypeIDAt(t, taught) }
	var out, earned []string
	for _, t := range Types {
		if b := r.Badges[t]; b > skill.NoBadge {
			earned = append(earned, msg.F(lang, msg.CoachBadgeItem, name(t), BadgeID(b)))
		}
	}
	if len(earned) > 0 {
		out = append(out, msg.F(lang, Badges, strings.Join(earned, msg.T(lang, BadgeSep))))
	}
	if !contains(Types, typ) {
		return out
	}
	b := r.Badges[typ]
	if b >= skill.Gold {
		return append(out, msg.F(lang, BadgeAll, name(typ)))
	}
	rule := skill.BadgeRules[b]
	return append(out, msg.F(lang, BadgeNext, name(typ), BadgeID(b+1), rule.Answers, rule.Percent, r.Tallies[typ].Total))
}
