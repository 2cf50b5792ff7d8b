package trakkx

// layInput is everything §B.5 looks at: the table before the turn, the
// actor's hand, who has opened, the group limit and the strict option.
type layInput struct {
	before Table
	hand   []TokenID
	seat   int
	opened []bool
	limit  int
	strict bool
}

// checkLayDown applies §B.5 rules 1–7 to the proposed final table; the
// work is linear in the sizes of the tables and the hand.
func checkLayDown(in layInput, final Table) []Problem {
	var probs []Problem
	var inHand, onTable, placed [NumTokens]bool
	for _, id := range in.hand {
		if id.Valid() {
			inHand[id] = true
		}
	}
	for _, id := range in.before {
		if id.Valid() {
			onTable[id] = true
		}
	}
	a := analyze(final)
	newCount := 0
	for _, g := range a.groups {
		for _, p := range g {
			id := a.ids[a.occ.at(p)-1]
			if !id.Valid() {
				continue // CheckTable reports it
			}
			if placed[id] {
				probs = append(probs, Problem{Code: DuplicateToken, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
				continue
			}
			placed[id] = true
			if !onTable[id] {
				if !inHand[id] {
					probs = append(probs, Problem{Code: NotInHand, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
				} else if !id.IsAction() {
					newCount++
				}
			}
		}
	}
	for _, id := range in.before {
		if id.Valid() && !placed[id] {
			probs = append(probs, Problem{Code: TokenMissing, Group: -1, Token: id})
		}
	}
	if newCount == 0 {
		probs = append(probs, Problem{Code: NoProgress, Group: -1})
	}
	probs = append(probs, checkAnalysed(final, a, in.limit)...)

	// Opening (§B.5.5): an unopened player needs a group of new tokens only.
	if !in.opened[in.seat] {
		own := false
		for _, g := range a.groups {
			all := true
			for _, p := range g {
				if id := a.ids[a.occ.at(p)-1]; !id.Valid() || onTable[id] {
					all = false
					break
				}
			}
			if all {
				own = true
				break
			}
		}
		if !own {
			probs = append(probs, Problem{Code: NoOwnGroup, Group: -1})
		}
	}

	// Group creation while someone is unopened (§B.5.6).
	allOpened, othersUnopened := true, false
	for s, o := range in.opened {
		if !o {
			allOpened = false
			if s != in.seat {
				othersUnopened = true
			}
		}
	}
	if !allOpened {
		g, g2 := len(analyze(in.before).groups), len(a.groups)
		allowed := -1
		switch {
		case in.opened[in.seat]:
			allowed = g
		case othersUnopened || in.strict:
			allowed = g + 1
		}
		if allowed >= 0 && g2 > allowed {
			probs = append(probs, Problem{Code: NewGroupBeforeAllOpened, Group: -1, Count: g2, Limit: allowed})
		}
	}
	sortProblems(probs)
	return probs
}
