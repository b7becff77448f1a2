#pragma once

#include <QString>
#include <QStringList>

namespace cm::test {

// What a run may leave behind outside plain files, read straight from the
// kernel so that tests do not trust the code they test.

// Mount points at or below `folder` (/proc/self/mountinfo).
QStringList mountsBelow(const QString &folder);

// Loop devices whose backing file lies below `folder` (/sys/block/loop*).
QStringList loopDevicesBackedBelow(const QString &folder);

} // namespace cm::test
