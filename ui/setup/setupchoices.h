// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/copierchoice.h"
#include "plan/operation.h"

#include <QList>

namespace cm {

// The operations the Setup page offers, in the order of its check boxes;
// smallfiles brings the 4 KiB random reads along.
inline const QList<Operation> ChoosableOperations{Operation::Read,
                                                  Operation::Write,
                                                  Operation::Copy,
                                                  Operation::Delete,
                                                  Operation::Pack,
                                                  Operation::Unpack,
                                                  Operation::SequentialDirect,
                                                  Operation::SmallFiles};

// The copiers whose number of files in flight the user sets.
inline bool takesFilesInFlight(CopierChoice::Kind kind)
{
    return kind == CopierChoice::Kind::Parallel || kind == CopierChoice::Kind::Robocopy
        || kind == CopierChoice::Kind::Uring;
}

} // namespace cm
