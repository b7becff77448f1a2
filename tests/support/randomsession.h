// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

namespace cm::test {

// What the values of a random session may be.
enum class RandomValues {
    // Each within what a session's reader takes, its limits themselves
    // often: what the program makes. Saved, they come back bit for bit.
    Within,
    // Also what no run makes but a program could be handed: NaN,
    // infinities, negatives, numbers and texts beyond the limits, more
    // reasons than a run keeps, text of every script and none.
    Hostile,
};

// A session with every field the writer writes filled, drawn from `seed`:
// the same seed gives the same session.
Session randomSession(quint32 seed, RandomValues values);

} // namespace cm::test
