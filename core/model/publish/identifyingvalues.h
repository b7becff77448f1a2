// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/wordreplacer.h"
#include "system/identifyingnames.h"

#include <QList>
#include <QPair>
#include <QString>

namespace cm {

// What identifies a person or a machine, each replaced by its own mark.
enum class Identifying { User, Home, Host, Serial, Label, Uuid };
inline constexpr int IdentifyingKinds = 6;

// "[user]", "[home]", "[host]", "[serial]", "[label]", "[uuid]".
QString identifyingMark(Identifying kind);

// The identifying values a session holds, gathered before anything is
// replaced so that each is then left out wherever else it stands: a serial
// in its field and inside a /dev/disk/by-id name, a host name in its field
// and inside a path, a user name of /home/NAME in a note.
class IdentifyingValues
{
public:
    explicit IdentifyingValues(const IdentifyingNames &ofThisMachine);

    // A field whose name says what it holds: "serial", "host", "user", ...
    void collectField(const QString &key, const QString &value);
    // The names a text holds in places that make them identifying: user
    // folders, mounts under /media, /dev/disk/by-id, by-uuid, by-partuuid,
    // by-label and by-partlabel names, UUID= and LABEL=, a share's server.
    void collectText(const QString &text);

    // Every value gathered, as its kind's mark. A value too short or too
    // common to tell anyone apart (a host "vm", a label "EFI", a user
    // "root") is not looked for outside the places that make it identifying.
    WordReplacer replacer() const;

    // This machine's user's home folder, wherever it is; empty for none
    // that names anyone ("/", /root).
    const QString &home() const { return m_home; }

private:
    void add(Identifying kind, const QString &value);

    QList<QPair<Identifying, QString>> m_values;
    QString m_home;
};

// `text` with the names that stand in identifying places replaced (what
// collectText() gathers, and every UUID); `counts` grows per kind.
QString replaceInContext(const QString &text, QList<int> *counts);

// A mount's source as NFS names it, HOST:/export: its server.
QString replaceNfsServer(const QString &source, QList<int> *counts, QString *server = nullptr);

} // namespace cm
