// SPDX-License-Identifier: GPL-3.0-or-later
// The program on Windows: the window, with no console of its own.
#include "platform.h"

#include "guicommand.h"
#include "util/commandline_windows.h"

#include <string>

#include <windows.h>

namespace cm::Platform {

// The window. Started from Explorer or the Start menu, the program got a
// console of its own, which only stands in the way: it is let go (a
// console another program shares, as a command prompt's, stays).
int openWindow(const QStringList &arguments, const Privileges &privileges)
{
    DWORD processes[2];
    if (GetConsoleProcessList(processes, 2) == 1)
        FreeConsole();
    return guiCommand(arguments, privileges);
}

namespace {

// The folder of a path, without the file's name.
std::wstring folderOf(const std::wstring &path)
{
    const size_t slash = path.find_last_of(L"\\/");
    return slash == std::wstring::npos ? std::wstring() : path.substr(0, slash);
}

// The charts the commands draw offscreen take their fonts from one folder:
// the program's own (lib\fonts, installed beside it), else Windows' Fonts
// folder. Qt looks only in the first, and draws empty boxes without it.
void chooseChartFonts()
{
    if (qEnvironmentVariableIsSet("QT_QPA_FONTDIR"))
        return;
    wchar_t program[MAX_PATH];
    const DWORD length = GetModuleFileNameW(nullptr, program, MAX_PATH);
    if (length > 0 && length < MAX_PATH) {
        const std::wstring own = folderOf(std::wstring(program, length)) + L"\\lib\\fonts";
        if (GetFileAttributesW(own.c_str()) != INVALID_FILE_ATTRIBUTES)
            return;
    }
    wchar_t windows[MAX_PATH];
    const UINT folder = GetWindowsDirectoryW(windows, MAX_PATH);
    if (folder > 0 && folder < MAX_PATH)
        qputenv("QT_QPA_FONTDIR",
                QString::fromWCharArray(windows, int(folder)).append(QStringLiteral("\\Fonts")).toUtf8());
}

} // namespace

// A console program: --help and errors of the command line go to the
// console, never to a message box; its charts find fonts.
void prepareProcess()
{
    qputenv("QT_COMMAND_LINE_PARSER_NO_GUI_MESSAGE_BOXES", "1");
    chooseChartFonts();
}

QStringList commandLine(int, char **)
{
    return wideCommandLine();
}

bool hasDisplay()
{
    return true; // a desktop session always has one
}

const char *withoutCommandDescription()
{
    return QT_TRANSLATE_NOOP("main", "Without a command: the window.");
}

int runWithoutCommand(const QStringList &arguments, const Privileges &privileges)
{
    return openWindow({arguments.first()}, privileges);
}

} // namespace cm::Platform
