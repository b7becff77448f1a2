#pragma once

#include "util/status.h"

#include <QByteArray>

namespace cm {

// Removes `path` and everything below it. Walks with openat/unlinkat and
// never follows a symbolic link: a link is removed, never what it points to.
// A path that does not exist is not an error.
Status removeTreeNoFollow(const QByteArray &path);

} // namespace cm
