#pragma once

#include <QStringList>

namespace cm {

// `compressmark clean [PATH] [--yes]`: lists the workspaces and target
// folders that killed runs left in PATH (default: the current folder) and,
// with --yes, removes them. Returns the process exit code.
int cleanCommand(const QStringList &arguments);

} // namespace cm
